import { z } from 'zod';

/**
 * Notifications beyond the open tab (issue 21): a member opts in per topic and per channel
 * (browser push, Telegram); one stream going live reaches each of them once per channel.
 * `match_ready` (issue 31): a tournament match of the member's roster has both its teams.
 */
export const NOTIFICATION_TOPICS = ['live', 'schedule', 'giveaway_started', 'giveaway_won', 'match_ready'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['push', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_MSG = {
  endpointNotHttps: 'Адрес подписки должен начинаться с https://',
  endpointPrivate: 'Адрес подписки указывает во внутреннюю сеть: такие подписки не принимаются',
  endpointInvalid: 'Некорректный адрес подписки',
  keysInvalid: 'Некорректные ключи подписки',
  subscriptionNotFound: 'Подписка не найдена',
  telegramNotLinked: 'Чтобы получать уведомления в Telegram, подтвердите Telegram в профиле',
  pushNotConfigured: 'Браузерные уведомления не настроены на сервере',
} as const;

/** Opt-in per channel of one topic: both off until the member turns one on. */
export const ChannelChoice = z.strictObject({ push: z.boolean(), telegram: z.boolean() });
export type ChannelChoice = z.infer<typeof ChannelChoice>;

/** `GET|PUT /notifications/preferences`: every topic with its two channels (the issue's shape). */
export const NotificationPreferences = z.strictObject({
  live: ChannelChoice,
  schedule: ChannelChoice,
  giveaway_started: ChannelChoice,
  giveaway_won: ChannelChoice,
  match_ready: ChannelChoice,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * `PUT /notifications/preferences`: the topics to change; a topic left out keeps its choice, so a
 * page opened before a new topic existed (the site was updated under it) still saves.
 */
export const NotificationPreferencesUpdate = NotificationPreferences.partial().refine((p) => Object.keys(p).length > 0, {
  message: 'Укажите хотя бы одну тему уведомлений',
});
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;

/** The answer: the choices, and what the member's channels can do now. */
export const NotificationPreferencesView = NotificationPreferences.extend({
  /** The member's Telegram is verified (the bot can write to them). */
  telegram_linked: z.boolean(),
  /** When the bot was blocked by the member (Telegram notifications were turned off then), or null. */
  telegram_blocked_at: z.string().nullable(),
  /** Browser push subscriptions the member has (one per browser). */
  push_devices: z.number().int(),
});
export type NotificationPreferencesView = z.infer<typeof NotificationPreferencesView>;

/**
 * base64url of exactly `bytes` bytes (padding optional): a P-256 public key is 65 bytes
 * (uncompressed: 0x04, x, y) and the auth secret 16, as RFC 8291 fixes them. The API also checks that
 * the key is a point on the curve.
 */
const base64urlOf = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const pad = (4 - (chars % 4)) % 4;
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${pad}}$`), NOTIFICATION_MSG.keysInvalid);
};

/** A browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionBody = z.object({
  endpoint: z.string().max(2048).url(NOTIFICATION_MSG.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // 0x04 first: the first base64url character of an uncompressed point is B.
    p256dh: base64urlOf(65).regex(/^B/, NOTIFICATION_MSG.keysInvalid),
    auth: base64urlOf(16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.string().max(2048).url(NOTIFICATION_MSG.endpointInvalid) });

export const VapidPublicKeyView = z.object({ public_key: z.string() });

/** One send (a campaign): a topic and its subject, e.g. live + the stream's id. */
export const NotificationSendRef = {
  sendId: z.number().int(),
  topic: z.enum(NOTIFICATION_TOPICS),
  title: z.string(),
};

/** Finished sends the dashboard keeps under the running ones (the activity log keeps them all). */
export const SENDS_FINISHED_KEPT = 3;

/** One send as the dashboard's «Рассылки» draws it: its recipients' counts, running or finished. */
export const NotificationSendView = z.object({
  ...NotificationSendRef,
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not yet sent nor failed (pending, claimed or in flight). */
  left: z.number().int(),
  finished: z.boolean(),
  /** From its start to its end; null while it runs. */
  durationMs: z.number().int().nullable(),
});
export type NotificationSendView = z.infer<typeof NotificationSendView>;

/** The sends running now (newest first), then the latest SENDS_FINISHED_KEPT finished ones. */
export const NotificationSendsView = z.object({ sends: z.array(NotificationSendView) });

/** What a notification says (push title/body, the bot's message), and its way to stop it. */
export const NOTIFICATION_TEXT = {
  liveTitle: 'Стрим начался',
  liveBody: (title: string | null) => (title ? `В эфире: ${title}` : 'Дедушка в эфире — заходите смотреть'),
  giveawayStartedTitle: 'Новый розыгрыш',
  giveawayStartedBody: (title: string, prize: string) => `«${title}»: ${prize}. Участвуйте!`,
  giveawayWonTitle: 'Вы выиграли!',
  giveawayWonBody: (title: string, prize: string, hours: number) =>
    `Розыгрыш «${title}»: ${prize}. Подтвердите выигрыш в разделе «Мои розыгрыши» в течение ${hours} ч, иначе приз перейдёт следующему участнику`,
  matchReadyTitle: 'Матч готов',
  /** The activity log's words for one team's send (beside its title): which tournament, match and team. */
  matchReadyAbout: (tournament: string, matchId: number, team: string, opponent: string) =>
    `турнир «${tournament}», матч ${matchId}: «${team}» против «${opponent}»`,
  matchReadyBody: (tournament: string, opponent: string, maps: readonly string[]) =>
    `Турнир «${tournament}»: ваш матч против «${opponent}» готов${maps.length ? `. ${maps.length > 1 ? 'Карты' : 'Карта'}: ${maps.join(', ')}` : ''}`,
  /** The last line of every bot message. */
  telegramStop: (settingsUrl: string) => `Не хотите получать такие сообщения? Отключите их в настройках: ${settingsUrl}`,
  telegramMessage: (title: string, body: string, url: string, settingsUrl: string) =>
    `${title}\n${body}\n${url}\n\n${NOTIFICATION_TEXT.telegramStop(settingsUrl)}`,
} as const;

/** Where a member turns notifications off (profile settings). */
export const NOTIFICATION_SETTINGS_PATH = '/profile/settings?tab=notifications';

/** The payload a push carries, as the service worker reads it. */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute URL opened on click. */
  url: string;
  /** Absolute URL of the notification settings (the way to stop them). */
  settings_url: string;
  /** `showNotification`'s tag: a push delivered twice replaces the shown one. */
  tag: string;
  topic: NotificationTopic;
}
