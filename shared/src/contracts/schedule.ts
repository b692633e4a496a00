import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';
import { checkTimeZone, isCalendarDate, weekdayName, weekdayOf } from '../rules/schedule.ts';

/**
 * The stream schedule (issue 21): weekly slots, one-off streams and cancelled dates of a slot, in
 * the streamer's time zone. The admin saves the whole schedule at once (PUT /admin/schedule); the
 * server keeps each slot's and one-off's `uid` (made at creation, echoed back by the editor), the
 * calendar feed's stable UID.
 */
export const SCHEDULE_MSG = {
  timeZone: 'Неизвестный часовой пояс: укажите зону IANA, например Europe/Moscow',
  timeZoneNotPlace: 'Укажите часовой пояс города, например Europe/Moscow: смещения вроде +03:00, UTC, Etc/GMT-3 и EST5EDT не подходят',
  weekday: 'День недели — число от 1 (понедельник) до 7 (воскресенье)',
  time: 'Время в формате ЧЧ:ММ, например 21:00',
  duration: 'Длительность — от 15 до 720 минут',
  date: 'Дата в формате ГГГГ-ММ-ДД, например 2026-03-29',
  tooFarAhead: 'Дата не может быть дальше чем через год',
  uid: 'Неверный идентификатор записи',
  titleRequired: 'Укажите название эфира',
  unknownSlot: 'Отмена должна относиться к слоту этого расписания',
  wrongWeekday: (date: string, actual: number, expected: number) =>
    `${date} — ${weekdayName(actual).toLowerCase()}, а слот идёт ${weekdayAccusative(expected)}`,
  duplicateCancellation: 'Эта дата слота уже отменена',
  duplicateUid: 'Идентификатор повторяется',
  staleUid: 'Этой записи уже нет в расписании: обновите страницу',
  tooManySlots: (n: number) => `Не больше ${n} еженедельных слотов`,
  tooManyOneOffs: (n: number) => `Не больше ${n} разовых эфиров`,
  tooManyCancellations: (n: number) => `Не больше ${n} отмен`,
} as const;

/** "идёт в понедельник", "во вторник"… */
const weekdayAccusative = (weekday: number): string =>
  ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'в воскресенье'][weekday - 1] ?? '';

export const SCHEDULE_LIMITS = { slots: 50, oneOffs: 100, cancellations: 200, title: 120, game: 80, daysAhead: 14 } as const;

const text = (max: number, required?: string) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, required ?? 'Заполните поле')
    .max(max, `Не длиннее ${countText(max, CHAR_GENITIVE_FORMS)}`);

export const ScheduleUid = z.string().regex(/^[a-z0-9-]{8,64}$/, SCHEDULE_MSG.uid);
const time = z.string({ error: SCHEDULE_MSG.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MSG.time);
const date = z
  .string({ error: SCHEDULE_MSG.date })
  .refine(isCalendarDate, SCHEDULE_MSG.date)
  // A year ahead at most (as giveaways): 9999-12-31 is a typo, and no calendar wants it.
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + LIMITS.dateHorizonDays * 86_400_000, SCHEDULE_MSG.tooFarAhead);
const duration = z.number({ error: SCHEDULE_MSG.duration }).int(SCHEDULE_MSG.duration).min(15, SCHEDULE_MSG.duration).max(720, SCHEDULE_MSG.duration);

const entry = {
  start: time,
  durationMinutes: duration,
  title: text(SCHEDULE_LIMITS.title, SCHEDULE_MSG.titleRequired),
  game: text(SCHEDULE_LIMITS.game).default(''),
};

export const SlotInput = z.object({
  /** Absent for a new slot: the server makes one. */
  uid: ScheduleUid.optional(),
  weekday: z.number({ error: SCHEDULE_MSG.weekday }).int(SCHEDULE_MSG.weekday).min(1, SCHEDULE_MSG.weekday).max(7, SCHEDULE_MSG.weekday),
  ...entry,
});
export const OneOffInput = z.object({ uid: ScheduleUid.optional(), date, ...entry });
export const CancellationInput = z.object({ slotUid: ScheduleUid, date });

/** PUT /api/v1/admin/schedule: the whole schedule. A cancellation names a saved slot by its uid. */
export const ScheduleBody = z
  .object({
    /** Stored under its canonical IANA name (`europe/berlin` → `Europe/Berlin`); a zone that names no place is refused. */
    timeZone: z.string({ error: SCHEDULE_MSG.timeZone }).transform((zone, ctx) => {
      const check = checkTimeZone(zone);
      if (check.ok) return check.zone;
      ctx.addIssue({ code: 'custom', message: check.reason === 'unknown' ? SCHEDULE_MSG.timeZone : SCHEDULE_MSG.timeZoneNotPlace });
      return z.NEVER;
    }),
    slots: z.array(SlotInput).max(SCHEDULE_LIMITS.slots, SCHEDULE_MSG.tooManySlots(SCHEDULE_LIMITS.slots)),
    oneOffs: z.array(OneOffInput).max(SCHEDULE_LIMITS.oneOffs, SCHEDULE_MSG.tooManyOneOffs(SCHEDULE_LIMITS.oneOffs)).default([]),
    cancellations: z.array(CancellationInput).max(SCHEDULE_LIMITS.cancellations, SCHEDULE_MSG.tooManyCancellations(SCHEDULE_LIMITS.cancellations)).default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    const uids = [...body.slots.map((s, i) => ['slots', i, s.uid] as const), ...body.oneOffs.map((o, i) => ['oneOffs', i, o.uid] as const)];
    for (const [list, i, uid] of uids) {
      if (!uid) continue;
      if (seen.has(uid)) ctx.addIssue({ code: 'custom', path: [list, i, 'uid'], message: SCHEDULE_MSG.duplicateUid });
      seen.add(uid);
    }
    const slotByUid = new Map(body.slots.filter((s) => s.uid).map((s) => [s.uid as string, s]));
    const cancelled = new Set<string>();
    body.cancellations.forEach((c, i) => {
      const slot = slotByUid.get(c.slotUid);
      if (!slot) return ctx.addIssue({ code: 'custom', path: ['cancellations', i, 'slotUid'], message: SCHEDULE_MSG.unknownSlot });
      const actual = weekdayOf(c.date);
      if (actual !== slot.weekday)
        return ctx.addIssue({ code: 'custom', path: ['cancellations', i, 'date'], message: SCHEDULE_MSG.wrongWeekday(c.date, actual, slot.weekday) });
      const key = `${c.slotUid}|${c.date}`;
      if (cancelled.has(key)) ctx.addIssue({ code: 'custom', path: ['cancellations', i, 'date'], message: SCHEDULE_MSG.duplicateCancellation });
      cancelled.add(key);
    });
  });
export type ScheduleBody = z.infer<typeof ScheduleBody>;
export type ScheduleBodyIn = z.input<typeof ScheduleBody>;

const SlotView = z.object({
  uid: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  durationMinutes: z.number().int(),
  title: z.string(),
  game: z.string(),
});
const OneOffView = SlotView.omit({ weekday: true }).extend({ date: z.string() });
const OccurrenceView = z.object({
  uid: z.string(),
  kind: z.enum(['slot', 'one_off']),
  date: z.string(),
  start: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  title: z.string(),
  game: z.string(),
  cancelled: z.boolean(),
});

/** GET /api/v1/schedule (and the `schedule.updated` payload): the schedule and its next 14 days. */
export const ScheduleView = z.object({
  timeZone: z.string(),
  slots: z.array(SlotView),
  oneOffs: z.array(OneOffView),
  cancellations: z.array(z.object({ slotUid: z.string(), date: z.string() })),
  /** From the start of the current stream (if one runs) to `SCHEDULE_LIMITS.daysAhead` days ahead. */
  occurrences: z.array(OccurrenceView),
  updatedAt: z.string().nullable(),
  /** Raised by each save: the editor sends it back in If-Match (see edit-version.ts). */
  version: z.number().int(),
});
export type ScheduleView = z.infer<typeof ScheduleView>;
