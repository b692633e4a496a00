import { countText, formatDuration, type AppEvent, type NotificationTopic, type PluralForms } from '@fanhub/shared';

/** One send (issue 21) as the dashboard draws it: counts of its recipients, running or finished. */
export interface SendView {
  sendId: number;
  topic: NotificationTopic;
  title: string;
  total: number;
  sent: number;
  failed: number;
  left: number;
  finished: boolean;
  durationMs: number | null;
}

type SendEvent = AppEvent<'notification.send_started' | 'notification.send_progress' | 'notification.send_finished'>;

/** Finished sends kept under the running ones (the activity log keeps them all). */
export const KEEP_FINISHED = 3;

export const isSendEvent = (e: AppEvent): e is SendEvent => e.type.startsWith('notification.send_');

/**
 * Applies one send event. Events come at least once and a page may open mid-send: a progress for an
 * unknown send starts its bar, an older count never moves a bar back, and nothing reopens a finished one.
 */
export function applySendEvent(sends: readonly SendView[], event: SendEvent): SendView[] {
  const p = event.payload;
  const known = sends.find((s) => s.sendId === p.sendId);
  let next: SendView;
  if (event.type === 'notification.send_finished') {
    const { sent, failed, durationMs } = event.payload;
    next = { ...p, sent, failed, left: Math.max(0, p.total - sent - failed), finished: true, durationMs };
  } else {
    if (known?.finished) return [...sends];
    const counts =
      event.type === 'notification.send_progress'
        ? { sent: event.payload.sent, failed: event.payload.failed, left: event.payload.left }
        : { sent: 0, failed: 0, left: p.total };
    if (known && known.sent + known.failed > counts.sent + counts.failed) return [...sends];
    next = { sendId: p.sendId, topic: p.topic, title: p.title, total: p.total, ...counts, finished: false, durationMs: null };
  }
  const list = known ? sends.map((s) => (s.sendId === p.sendId ? next : s)) : [next, ...sends];
  // Running first (newest first), then the latest few finished ones.
  const running = list.filter((s) => !s.finished);
  const finished = list.filter((s) => s.finished).slice(0, KEEP_FINISHED);
  return [...running, ...finished];
}

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
