/** The notifications area's face: the member's settings and the topic names the admin's send log shows. */
export { NotificationSettings } from './NotificationSettings';
export { TOPIC_LABELS } from './notification-texts';
