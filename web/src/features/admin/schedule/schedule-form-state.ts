import type { ScheduleBodyIn, ScheduleView } from '@fanhub/shared';

/** Inputs hold text; the body converts. A new row has no uid: the server makes one. */
export interface SlotForm {
  key: string;
  uid?: string;
  weekday: string;
  start: string;
  durationMinutes: string;
  title: string;
  game: string;
}
export interface OneOffForm extends Omit<SlotForm, 'weekday'> {
  date: string;
}
export interface CancellationForm {
  key: string;
  slotUid: string;
  date: string;
}
export interface ScheduleForm {
  timeZone: string;
  slots: SlotForm[];
  oneOffs: OneOffForm[];
  cancellations: CancellationForm[];
}

let seq = 0;
/** A React key for rows not saved yet (saved rows use their uid). */
export const newKey = () => `new-${++seq}`;

export function formOf(view: ScheduleView): ScheduleForm {
  return {
    timeZone: view.timeZone,
    slots: view.slots.map((s) => ({
      key: s.uid,
      uid: s.uid,
      weekday: String(s.weekday),
      start: s.start,
      durationMinutes: String(s.durationMinutes),
      title: s.title,
      game: s.game,
    })),
    oneOffs: view.oneOffs.map((o) => ({
      key: o.uid,
      uid: o.uid,
      date: o.date,
      start: o.start,
      durationMinutes: String(o.durationMinutes),
      title: o.title,
      game: o.game,
    })),
    cancellations: view.cancellations.map((c) => ({ key: `${c.slotUid}|${c.date}`, slotUid: c.slotUid, date: c.date })),
  };
}

export const emptySlot = (): SlotForm => ({ key: newKey(), weekday: '1', start: '21:00', durationMinutes: '240', title: 'Вечерний стрим', game: '' });
export const emptyOneOff = (): OneOffForm => ({ key: newKey(), date: '', start: '21:00', durationMinutes: '120', title: '', game: '' });
export const emptyCancellation = (slotUid: string): CancellationForm => ({ key: newKey(), slotUid, date: '' });

/** A number when the field holds one; else the text as typed, so the server names the field in Russian. */
const num = (v: string): number => (/^\s*\d+\s*$/.test(v) ? Number(v) : (v as unknown as number));

export function bodyOf(f: ScheduleForm): ScheduleBodyIn {
  return {
    timeZone: f.timeZone.trim(),
    slots: f.slots.map((s) => ({
      ...(s.uid ? { uid: s.uid } : {}),
      weekday: num(s.weekday),
      start: s.start,
      durationMinutes: num(s.durationMinutes),
      title: s.title,
      game: s.game,
    })),
    oneOffs: f.oneOffs.map((o) => ({
      ...(o.uid ? { uid: o.uid } : {}),
      date: o.date,
      start: o.start,
      durationMinutes: num(o.durationMinutes),
      title: o.title,
      game: o.game,
    })),
    // A cancellation of a slot that is being removed goes with it.
    cancellations: f.cancellations.filter((c) => f.slots.some((s) => s.uid === c.slotUid)).map((c) => ({ slotUid: c.slotUid, date: c.date })),
  };
}

/** The server's 422 as messages by field path ("slots.2.start"); what names no field goes under the form. */
export function fieldErrors(err: unknown): { byField: Record<string, string>; general: string[] } {
  const e = err as { errors?: { field: string; message: string }[]; detail?: string } | null;
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const x of e?.errors ?? []) {
    if (/^(timeZone|(slots|oneOffs|cancellations)\.\d+\.\w+)$/.test(x.field)) byField[x.field] ??= x.message;
    else general.push(x.message);
  }
  if (!e?.errors?.length && e?.detail) general.push(e.detail);
  return { byField, general };
}

/** Where a cancellation's field error points after rows were filtered out of the body: by its position among the kept ones. */
export function cancellationPaths(f: ScheduleForm): Map<string, number> {
  const kept = f.cancellations.filter((c) => f.slots.some((s) => s.uid === c.slotUid));
  return new Map(kept.map((c, i) => [c.key, i]));
}
