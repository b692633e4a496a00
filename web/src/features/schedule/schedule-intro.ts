import { zoneLabel, type ScheduleView } from '@fanhub/shared';

/** «в понедельник», «во вторник»… (в + accusative). */
const ON = ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'в воскресенье'];
/** «с понедельника», «со вторника»… (с + genitive). */
const FROM = ['с понедельника', 'со вторника', 'со среды', 'с четверга', 'с пятницы', 'с субботы', 'с воскресенья'];
/** «по пятницу» (по + accusative: the last day of a run). */
const TO = ['по понедельник', 'по вторник', 'по среду', 'по четверг', 'по пятницу', 'по субботу', 'по воскресенье'];

/** "A", "A и B", "A, B и C". */
export function listText(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} и ${parts.at(-1)}`;
}

/**
 * The days of a week in words: «каждый день», «по будням», «по выходным», a run of three or more
 * days «с понедельника по субботу», single days «в среду»; «по будням и в воскресенье».
 */
export function daysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'каждый день';
  const runs: number[][] = [];
  for (const d of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === d - 1) run.push(d);
    else runs.push([d]);
  }
  const parts = runs.flatMap((run) => {
    const first = run[0]!;
    const last = run.at(-1)!;
    if (first === 1 && last === 5) return ['по будням'];
    if (first === 6 && last === 7) return ['по выходным'];
    if (run.length >= 3) return [`${FROM[first - 1]} ${TO[last - 1]}`];
    return run.map((d) => ON[d - 1]!);
  });
  return listText(parts);
}

/** «по московскому времени», or the streamer's zone as the rows name it: «по времени стримера (GMT+1)». */
function zoneText(zone: string, at: Date): string {
  return zone === 'Europe/Moscow' ? 'по московскому времени' : `по времени стримера (${zoneLabel(zone, at)})`;
}

/**
 * The schedule section's first sentence, made from the real weekly slots: «Стримы идут по будням
 * в 19:00 и в воскресенье в 14:00 по московскому времени.» Days with the same start times are
 * named together; a day with two streams gives both times. `oneOffs`: how many one-off streams
 * are listed below, for the sentence of a week without weekly slots.
 */
export function scheduleIntro(view: Pick<ScheduleView, 'slots' | 'timeZone'>, oneOffs: number, now = new Date()): string {
  if (view.slots.length === 0)
    return oneOffs > 0 ? 'Постоянных стримов по дням недели сейчас нет — только разовые эфиры ниже.' : 'Стримов в расписании пока нет.';
  const timesOf = new Map<number, string[]>();
  for (const s of view.slots) timesOf.set(s.weekday, [...new Set([...(timesOf.get(s.weekday) ?? []), s.start])].sort());
  // Weekdays grouped by their start times, in the order of their first day.
  const groups = new Map<string, number[]>();
  for (const weekday of [...timesOf.keys()].sort((a, b) => a - b)) {
    const key = listText(timesOf.get(weekday)!);
    groups.set(key, [...(groups.get(key) ?? []), weekday]);
  }
  const parts = [...groups].map(([times, days]) => `${daysText(days)} в ${times}`);
  return `Стримы идут ${listText(parts)} ${zoneText(view.timeZone, now)}.`;
}
