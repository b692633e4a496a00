// The notifications area's face: its endpoints, and what other areas and the workers use (package subpath @fanhub/api/notifications).
export { notificationEndpoints } from './endpoints.ts';
export {
  ADDRESSED_TOPICS,
  queueAddressedNotification,
  queueNotification,
  enqueueSend,
  enqueueIfAny,
  notificationQueues,
  sendJobId,
  winnerSubject,
  winnerOfSubject,
  matchReadySubject,
  matchReadyOfSubject,
  type NewSend,
} from './queue.ts';
export { TOPIC_COLUMNS, TELEGRAM_OFF, preferenceColumn, preferencesOf } from './preferences.ts';
export { OPEN_STATUSES, recentSends, sendDurationMs, sendRef, tally, type Tally } from './sends.ts';
