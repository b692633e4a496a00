/**
 * The stream schedule in the activity log: which slot, one-off or cancelled date was added, removed
 * or changed, and which of its fields. The API diffs the stored schedule against the saved one
 * (api/src/modules/schedule/service.ts); schedule.updated carries the list, read here.
 */
import { z } from 'zod';
import { WEEKDAY_SHORT, type ScheduleData } from '../rules/schedule.ts';

/** The fields of a weekly slot or a one-off stream, named. */
export const SCHEDULE_ENTRY_FIELDS = {
  weekday: 'день недели',
  date: 'дата',
  start: 'время начала',
  durationMinutes: 'длительность',
  title: 'название',
  game: 'игра',
} as const;
type EntryField = keyof typeof SCHEDULE_ENTRY_FIELDS;
const ENTRY_FIELDS = Object.keys(SCHEDULE_ENTRY_FIELDS) as [EntryField, ...EntryField[]];

export const ScheduleChange = z.discriminatedUnion('part', [
  z.object({ part: z.literal('timeZone'), timeZone: z.string() }),
  z.object({
    part: z.enum(['slot', 'oneOff']),
    op: z.enum(['added', 'removed', 'changed']),
    title: z.string(),
    /** The slot's weekday (1 = Monday) or the one-off's date, as it is after the change. */
    when: z.union([z.number().int(), z.string()]),
    fields: z.array(z.enum(ENTRY_FIELDS)).default([]),
  }),
  z.object({ part: z.literal('cancellation'), op: z.enum(['added', 'removed']), title: z.string(), date: z.string() }),
]);
export type ScheduleChange = z.infer<typeof ScheduleChange>;

type Entry = { uid: string; title: string; weekday?: number; date?: string };

function entryChanges(part: 'slot' | 'oneOff', before: readonly Entry[], after: readonly Entry[]): ScheduleChange[] {
  const when = (e: Entry) => (part === 'slot' ? e.weekday! : e.date!);
  const was = new Map(before.map((e) => [e.uid, e]));
  const is = new Set(after.map((e) => e.uid));
  const out: ScheduleChange[] = [];
  for (const e of after) {
    const old = was.get(e.uid);
    if (!old) {
      out.push({ part, op: 'added', title: e.title, when: when(e), fields: [] });
      continue;
    }
    const fields = ENTRY_FIELDS.filter((f) => f in e && (old as Record<string, unknown>)[f] !== (e as Record<string, unknown>)[f]);
    if (fields.length) out.push({ part, op: 'changed', title: e.title, when: when(e), fields });
  }
  for (const e of before) if (!is.has(e.uid)) out.push({ part, op: 'removed', title: e.title, when: when(e), fields: [] });
  return out;
}

/** What a save changed, entry by entry (uids follow an entry through its edits). */
export function scheduleChanges(before: ScheduleData, after: ScheduleData): ScheduleChange[] {
  const titleOf = (s: ScheduleData, uid: string) => s.slots.find((x) => x.uid === uid)?.title ?? '';
  const keyOf = (c: { slotUid: string; date: string }) => `${c.slotUid}|${c.date}`;
  const wasCancelled = new Set(before.cancellations.map(keyOf));
  const isCancelled = new Set(after.cancellations.map(keyOf));
  return [
    ...(before.timeZone !== after.timeZone ? [{ part: 'timeZone' as const, timeZone: after.timeZone }] : []),
    ...entryChanges('slot', before.slots, after.slots),
    ...entryChanges('oneOff', before.oneOffs, after.oneOffs),
    ...after.cancellations
      .filter((c) => !wasCancelled.has(keyOf(c)))
      .map((c) => ({ part: 'cancellation' as const, op: 'added' as const, title: titleOf(after, c.slotUid), date: c.date })),
    // A cancellation of a removed slot goes with it: the slot's removal says it all.
    ...before.cancellations
      .filter((c) => !isCancelled.has(keyOf(c)) && after.slots.some((s) => s.uid === c.slotUid))
      .map((c) => ({ part: 'cancellation' as const, op: 'removed' as const, title: titleOf(after, c.slotUid), date: c.date })),
  ];
}

/** '2026-03-29' reads '29.03.2026'. */
const dateText = (iso: string) => iso.split('-').reverse().join('.');
const whenText = (when: number | string) => (typeof when === 'number' ? (WEEKDAY_SHORT[when - 1] ?? '').toLowerCase() : dateText(when));
const NOUN = { slot: 'еженедельный эфир', oneOff: 'разовый эфир' } as const;

/** One change in Russian: 'еженедельный эфир «Рейд» (пт): время начала, длительность'. */
export function scheduleChangeText(c: ScheduleChange): string {
  if (c.part === 'timeZone') return `часовой пояс — ${c.timeZone}`;
  if (c.part === 'cancellation') return `${c.op === 'added' ? 'отменён' : 'возвращён'} эфир «${c.title}» ${dateText(c.date)}`;
  const what = `${NOUN[c.part]} «${c.title}» (${whenText(c.when)})`;
  if (c.op === 'added') return `добавлен ${what}`;
  if (c.op === 'removed') return `удалён ${what}`;
  return `${what}: ${c.fields.map((f) => SCHEDULE_ENTRY_FIELDS[f]).join(', ')}`;
}

/** Up to this many changes are spelled out one by one; more are counted by kind (a whole week rewritten reads short). */
const MAX_DETAILED = 3;

const GROUP = { slot: 'еженедельные эфиры', oneOff: 'разовые эфиры', cancellation: 'отменённые даты' } as const;
const OP = { added: 'добавлено', removed: 'удалено', changed: 'изменено' } as const;

export function scheduleChangesText(changes: readonly ScheduleChange[]): string {
  if (changes.length <= MAX_DETAILED) return changes.map(scheduleChangeText).join('; ');
  const parts: string[] = changes.filter((c) => c.part === 'timeZone').map(scheduleChangeText);
  for (const part of ['slot', 'oneOff', 'cancellation'] as const) {
    const of = changes.filter((c) => c.part === part) as Exclude<ScheduleChange, { part: 'timeZone' }>[];
    const counts = (['added', 'removed', 'changed'] as const).flatMap((op) => {
      const n = of.filter((c) => c.op === op).length;
      return n ? [`${OP[op]} ${n}`] : [];
    });
    if (counts.length) parts.push(`${GROUP[part]}: ${counts.join(', ')}`);
  }
  return parts.join('; ');
}
