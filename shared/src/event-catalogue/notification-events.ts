/** Notifications (issue 21), admins only: the dashboard's progress bar of each send; the result stays in the log. */
import type { EventType } from '../events.ts';
import { formatDuration } from '../event-texts.ts';
import { nobody, type SpecsOf } from './spec.ts';

type NotificationEvent = Extract<EventType, `notification.${string}`>;

export const NOTIFICATION_EVENTS: SpecsOf<NotificationEvent> = {
  'notification.send_started': {
    rooms: () => [],
    describe: ({ payload: p }) => ({ actionType: 'other', text: `Рассылка «${p.title}» началась: получателей ${p.total}`, actor: nobody }),
  },
  // Progress is for the bar only: the log keeps the start and the result.
  'notification.send_progress': { rooms: () => [], describe: () => null },
  'notification.send_finished': {
    rooms: () => [],
    describe: ({ payload: p }) => ({
      actionType: 'other',
      text: `Рассылка «${p.title}» завершена: доставлено ${p.sent}, ошибок ${p.failed} из ${p.total} (${formatDuration(Math.round(p.durationMs / 1000))})`,
      actor: nobody,
    }),
  },
};
