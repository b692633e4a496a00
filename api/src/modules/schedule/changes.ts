import { createHash } from 'node:crypto';
import { clockIn, expandOccurrences, zoneLabel, type Occurrence, type ScheduleData } from '@fanhub/shared';

const DAY_MS = 86_400_000;

export interface ScheduleChangeNotice {
  /** The same change gives the same key: a repeated save does not notify twice. */
  subjectKey: string;
  title: string;
  body: string;
  url: string;
}

const active = (s: ScheduleData, now: Date) =>
  new Map(
    expandOccurrences(s, now, new Date(now.getTime() + DAY_MS))
      .filter((o) => !o.cancelled && Date.parse(o.startsAt) >= now.getTime())
      .map((o) => [`${o.uid}|${o.date}`, o]),
  );

/**
 * What a schedule change does to the streams of the next 24 hours (added, moved, cancelled or
 * removed), in the words of a notification; null when none of them changes. Title and game edits
 * do not notify: the member's plans move only with the time.
 */
export function changesWithin24h(before: ScheduleData, after: ScheduleData, now: Date): ScheduleChangeNotice | null {
  const was = active(before, now);
  const is = active(after, now);
  const when = (o: Occurrence, zone: string) => {
    const at = new Date(o.startsAt);
    const day = new Intl.DateTimeFormat('ru-RU', { timeZone: zone, day: 'numeric', month: 'long' }).format(at);
    return `${day} в ${clockIn(at, zone)} ${zoneLabel(zone, at)}`;
  };
  const lines: { at: number; text: string; key: string }[] = [];
  for (const [key, o] of was) {
    const next = is.get(key);
    if (!next) lines.push({ at: Date.parse(o.startsAt), key: `-${key}`, text: `Отменён эфир «${o.title}» ${when(o, before.timeZone)}` });
    else if (next.startsAt !== o.startsAt || next.endsAt !== o.endsAt)
      lines.push({
        at: Date.parse(next.startsAt),
        key: `~${key}|${next.startsAt}|${next.endsAt}`,
        text: `Эфир «${next.title}» перенесён: теперь ${when(next, after.timeZone)} (было ${when(o, before.timeZone)})`,
      });
  }
  for (const [key, o] of is) {
    if (!was.has(key)) lines.push({ at: Date.parse(o.startsAt), key: `+${key}|${o.startsAt}`, text: `Новый эфир «${o.title}» ${when(o, after.timeZone)}` });
  }
  if (lines.length === 0) return null;
  lines.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
  const subjectKey = createHash('sha256')
    .update(lines.map((l) => l.key).join('\n'))
    .digest('hex')
    .slice(0, 32);
  return { subjectKey, title: 'Изменение в расписании стримов', body: lines.map((l) => l.text).join('\n'), url: '/#schedule' };
}
