import { scheduleChanges, scheduleChangeText, type ScheduleView } from '@fanhub/shared';
import { formOf, type CancellationForm, type OneOffForm, type ScheduleForm, type SlotForm } from './schedule-form-state';

/**
 * A stale save of the schedule (412): what the other admin changed, and this admin's edit re-applied
 * onto what is stored now. Entries are followed by uid, so an edit to one slot never touches another.
 */

/** What the other admin changed between the copy this editor loaded and the current one, in Russian. */
export function otherAdminChanges(base: ScheduleView, current: ScheduleView): string[] {
  return scheduleChanges(base, current).map((c) => {
    const text = scheduleChangeText(c);
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
}

type Entry = SlotForm | OneOffForm;
const sameEntry = (a: Entry, b: Entry) => JSON.stringify({ ...a, key: '' }) === JSON.stringify({ ...b, key: '' });

/**
 * Each list: the current entries; the ones this admin removed go, the ones they changed take their
 * fields (one the other admin removed comes back as a new entry: this admin's edit is not lost),
 * and the ones they added are appended.
 */
function mergeEntries<E extends Entry>(base: E[], current: E[], mine: E[]): E[] {
  const baseByUid = new Map(base.map((e) => [e.uid, e]));
  const mineByUid = new Map(mine.flatMap((e) => (e.uid ? [[e.uid, e] as const] : [])));
  const removedByMe = new Set(base.flatMap((e) => (e.uid && !mineByUid.has(e.uid) ? [e.uid] : [])));
  const changedByMe = mine.filter((e) => e.uid && baseByUid.has(e.uid) && !sameEntry(e, baseByUid.get(e.uid)!));
  const out = current.filter((e) => !(e.uid && removedByMe.has(e.uid))).map((e) => changedByMe.find((m) => m.uid === e.uid) ?? e);
  const revived = changedByMe.filter((m) => !current.some((e) => e.uid === m.uid)).map((m) => ({ ...m, uid: undefined }));
  return [...out, ...revived, ...mine.filter((e) => !e.uid)];
}

const cancellationKey = (c: CancellationForm) => `${c.slotUid}|${c.date}`;

/** This admin's changes (against `base`) applied onto `current`: the form to save with the current version. */
export function reapply(base: ScheduleView, current: ScheduleView, mine: ScheduleForm): ScheduleForm {
  const from = formOf(base);
  const now = formOf(current);
  const baseCancels = new Set(from.cancellations.map(cancellationKey));
  const mineCancels = new Set(mine.cancellations.map(cancellationKey));
  const slots = mergeEntries(from.slots, now.slots, mine.slots);
  return {
    timeZone: mine.timeZone !== from.timeZone ? mine.timeZone : now.timeZone,
    slots,
    oneOffs: mergeEntries(from.oneOffs, now.oneOffs, mine.oneOffs),
    cancellations: [
      ...now.cancellations.filter((c) => !(baseCancels.has(cancellationKey(c)) && !mineCancels.has(cancellationKey(c)))),
      // Added by this admin, for a slot still there.
      ...mine.cancellations.filter((c) => !baseCancels.has(cancellationKey(c)) && slots.some((s) => s.uid === c.slotUid)),
    ].filter((c, i, all) => all.findIndex((x) => cancellationKey(x) === cancellationKey(c)) === i),
  };
}
