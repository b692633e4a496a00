import { countText, formatDuration, SENDS_FINISHED_KEPT, type AppEvent, type NotificationSendView, type PluralForms } from '@fanhub/shared';

/** One send (issue 21) as the dashboard draws it: counts of its recipients, running or finished. */
export type SendView = NotificationSendView;

type SendEvent = AppEvent<'notification.send_started' | 'notification.send_progress' | 'notification.send_finished'>;

/** Finished sends kept under the running ones (the activity log keeps them all). */
export const KEEP_FINISHED = SENDS_FINISHED_KEPT;

export const isSendEvent = (e: AppEvent): e is SendEvent => e.type.startsWith('notification.send_');

/** What one send event says of its send. */
function viewOfEvent(event: SendEvent): SendView {
  const { sendId, topic, title, total } = event.payload;
  if (event.type === 'notification.send_finished') {
    const { sent, failed, durationMs } = event.payload;
    return { sendId, topic, title, total, sent, failed, left: Math.max(0, total - sent - failed), finished: true, durationMs };
  }
  const counts =
    event.type === 'notification.send_progress'
      ? { sent: event.payload.sent, failed: event.payload.failed, left: event.payload.left }
      : { sent: 0, failed: 0, left: total };
  return { sendId, topic, title, total, ...counts, finished: false, durationMs: null };
}

/**
 * Takes a newer view of one send. Events come at least once, and the list the page loads may be
 * older or newer than the events around it: an unknown send starts its bar, an older count never
 * moves a bar back, and nothing reopens a finished one.
 */
export function mergeSend(sends: readonly SendView[], next: SendView): SendView[] {
  const known = sends.find((s) => s.sendId === next.sendId);
  if (known && !next.finished && (known.finished || known.sent + known.failed > next.sent + next.failed)) return [...sends];
  const list = known ? sends.map((s) => (s.sendId === next.sendId ? next : s)) : [next, ...sends];
  // Running first (newest first), then the latest few finished ones.
  const running = list.filter((s) => !s.finished);
  const finished = list.filter((s) => s.finished).slice(0, KEEP_FINISHED);
  return [...running, ...finished];
}

/** Applies one send event (see `mergeSend`). */
export const applySendEvent = (sends: readonly SendView[], event: SendEvent): SendView[] => mergeSend(sends, viewOfEvent(event));

/** Takes the list the server answered (newest first) into what the page already shows. */
export const mergeLoadedSends = (sends: readonly SendView[], loaded: readonly SendView[]): SendView[] => loaded.reduceRight(mergeSend, [...sends]);

const RECIPIENT_FORMS: PluralForms = ['получатель', 'получателя', 'получателей'];

/** The line under a bar: "120 получателей: доставлено 60, с ошибкой 1, осталось 59". */
export function sendCountsText(s: SendView): string {
  const parts = [`доставлено ${s.sent}`, `с ошибкой ${s.failed}`];
  if (!s.finished) parts.push(`осталось ${s.left}`);
  const head = countText(s.total, RECIPIENT_FORMS);
  return s.finished ? `${head}: ${parts.join(', ')} — за ${formatDuration(Math.round((s.durationMs ?? 0) / 1000))}` : `${head}: ${parts.join(', ')}`;
}

/** Shares of the bar, in percent of the recipients (a send of nobody is full at once). */
export function sendShares(s: SendView): { sent: number; failed: number } {
  if (s.total <= 0) return { sent: 100, failed: 0 };
  const pct = (n: number) => Math.min(100, Math.round((n / s.total) * 1000) / 10);
  return { sent: pct(s.sent), failed: pct(s.failed) };
}
