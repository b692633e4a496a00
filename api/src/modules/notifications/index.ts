// What other areas and the workers use of notifications (package subpath @fanhub/api/notifications).
export { queueNotification, enqueueSend, enqueueIfAny, notificationQueues, sendJobId, winnerSubject, winnerOfSubject, type NewSend } from './queue.ts';
export { TOPIC_COLUMNS, TELEGRAM_OFF, preferenceColumn, preferencesOf } from './preferences.ts';
