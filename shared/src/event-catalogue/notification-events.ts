/**
 * Notifications (issue 21), admins only: the dashboard's progress bar of each send. The log keeps one
 * row a send, written when it finishes, with its final counts; a send that reached nobody writes none.
 */
import type { EventType } from '../events.ts';
import { formatDuration } from '../event-texts.ts';
import { nobody, type SpecsOf } from './spec.ts';

/** 1 240 (the Russian thousands separator, a no-break space). */
const count = (n: number) => n.toLocaleString('ru-RU');

type NotificationEvent = Extract<EventType, `notification.${string}`>;

export const NOTIFICATION_EVENTS: SpecsOf<NotificationEvent> = {
  'notification.send_started': {
    rooms: () => [],
    describe: () => null, // the bar's; the log has the result
  },
  'notification.send_progress': { rooms: () => [], describe: () => null },
  'notification.send_finished': {
    rooms: () => [],
    describe: ({ payload: p }) => {
      // Nobody to deliver to (no recipients, or all of them opted out meanwhile): not an action.
      if (p.sent === 0 && p.failed === 0) return null;
      const parts = [`доставлено ${count(p.sent)} из ${count(p.total)}`];
      if (p.telegram) parts.push(`Telegram ${count(p.telegram)}`);
      if (p.failed) parts.push(`ошибок ${count(p.failed)}`);
      const title = `Рассылка «${p.title}»${p.about ? ` (${p.about})` : ''}`;
      return { actionType: 'other', text: `${title}: ${parts.join(', ')} (${formatDuration(Math.round(p.durationMs / 1000))})`, actor: nobody };
    },
  },
};
