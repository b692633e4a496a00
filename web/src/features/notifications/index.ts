/** The notifications area's face: the member's settings, the topic names the admin's send log shows, and «Матч готов» on the site (the shell mounts it). */
export { NotificationSettings } from './NotificationSettings';
export { TOPIC_LABELS } from './notification-texts';
export { MatchReadyAlert } from './MatchReadyAlert';
