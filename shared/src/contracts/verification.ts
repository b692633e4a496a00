/** Bodies and answers of the verification calls (spec 2 §7), and the texts the member sees (§8). */
import { z } from 'zod';
import { Id } from './ids.ts';

const url = z
  .string()
  .max(500, 'Слишком длинный адрес возврата')
  .pipe(z.url({ error: 'Адрес возврата должен быть полным URL' }));

export const OAuthUrlBody = z.object({ redirect_uri: url });
export const OAuthCallbackBody = z.object({
  code: z.string({ error: 'Отсутствует код авторизации' }).min(1, 'Отсутствует код авторизации').max(2048),
  state: z.string({ error: 'Отсутствует параметр state' }).min(1, 'Отсутствует параметр state').max(512),
  redirect_uri: url,
});
export const YoutubeChannelBody = z.object({
  channel_id: z.string().min(1).max(64),
  channel_title: z.string().max(200).optional(),
});
export const TelegramRequestBody = z.object({ user_id: Id.optional() });

/** GET /youtube/subscription-status: what the stored grant last showed. */
export const SubscriptionStatus = z.object({
  has_tokens: z.boolean(),
  is_subscribed: z.boolean(),
  token_expired: z.boolean(),
  was_subscribed: z.boolean(),
  subscriber_info: z.object({ channel_id: z.string().nullable(), channel_title: z.string().nullable(), checked_at: z.string().nullable() }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const LinkedAccountView = z.object({
  account: z.string(),
  verified: z.boolean(),
  paid_subscriber: z.boolean(),
  has_tokens: z.boolean(),
  checked_at: z.string().nullable(),
});
export type LinkedAccountView = z.infer<typeof LinkedAccountView>;
/** GET /verification/accounts: one entry per provider, null when none is linked. */
export const LinkedAccountsView = z.object({
  youtube: LinkedAccountView.nullable(),
  twitch: LinkedAccountView.nullable(),
  telegram: LinkedAccountView.nullable(),
});
export type LinkedAccountsView = z.infer<typeof LinkedAccountsView>;

/** POST /youtube/oauth/url, /twitch/oauth/url: where to send the browser for consent. */
export const OAuthUrlView = z.object({ auth_url: z.string() });
/** GET /youtube/config-check: the channel the subscription is checked against. */
export const YoutubeConfigView = z.object({ channel_id: z.string(), channel_title: z.string() });
/** POST /youtube/verify, /youtube/check-subscription: the stored grant's answer. */
export const YoutubeCheckView = z.object({ success: z.boolean(), is_subscribed: z.boolean(), detail: z.string() });
/** POST /youtube/oauth/callback: the check right after consent, with the member's channel. */
export const YoutubeCallbackView = YoutubeCheckView.extend({ channel_id: z.string(), channel_title: z.string().nullable() });
/** POST /twitch/oauth/callback. */
export const TwitchCallbackView = z.object({
  success: z.boolean(),
  is_subscribed: z.boolean(),
  is_paid_subscriber: z.boolean(),
  twitch_username: z.string(),
  detail: z.string(),
});
/** POST /twitch/force-verify: the stored grant checked again. */
export const TwitchForceVerifyView = z.object({ success: z.boolean(), message: z.string() });
/** POST /telegram/verify/request: a single-use deep link to the bot. */
export const TelegramLinkView = z.object({ verification_link: z.string(), expires_at: z.string() });
/** GET /telegram/verify/status/:userId. */
export const TelegramStatusView = z.object({
  is_verified: z.boolean(),
  telegram_username: z.string().nullable(),
  verification_link: z.string().nullable(),
  expires_at: z.string().nullable(),
});

export const VERIFY_TEXT = {
  youtube: {
    success: 'YouTube канал успешно подтвержден',
    notSubscribed: 'Вы не подписаны на канал. Пожалуйста, подпишитесь и повторите попытку.',
    unsubscribed: 'Вы отписались от канала! Дед вас накажет!',
    authRequired: 'Требуется авторизация YouTube. Пожалуйста, попробуйте снова.',
    googleError: (e: string) => `Ошибка авторизации Google: ${e}`,
    noCode: 'Отсутствует код авторизации',
    notAuthorized: 'Не авторизован',
    channelNotFound: 'Канал YouTube не найден. Убедитесь, что у вашего аккаунта Google есть канал и вы разрешили доступ к нему.',
    insufficient: 'Недостаточно прав: разрешите доступ к данным YouTube при авторизации.',
    authError: 'Ошибка авторизации YouTube. Попробуйте ещё раз.',
    invalidGrant: 'Код авторизации устарел или уже использован. Авторизуйтесь заново.',
    apiError: 'Ошибка при вызове API',
    fallback: 'Не удалось проверить подписку на YouTube канал',
    startFailed: 'Не удалось начать проверку подписки на канал',
    verifyError: 'Ошибка верификации YouTube канала',
    notConfigured: 'Проверка YouTube пока не настроена на сервере. Попробуйте позже.',
    otherMember: 'Этот канал YouTube уже подтверждён другим участником.',
    grantRevoked: 'Доступ к YouTube отозван: подтвердите подписку заново.',
  },
  twitch: {
    authRequired: 'Необходима авторизация',
    notFollowing: 'Не удалось подтвердить подписку на Twitch',
    callbackError: 'Произошла ошибка при обработке авторизации Twitch',
    startFailed: 'Не удалось начать процесс авторизации Twitch',
    verifyFailed: (m: string) => `Не удалось верифицировать: ${m}`,
    verifyError: 'Произошла ошибка при верификации',
    error: 'Ошибка верификации Twitch',
    success: 'Подписка на Twitch успешно подтверждена!',
    forceSuccess: 'Верификация успешно выполнена!',
    unsubscribed: 'Вы отписались от канала! Дед вас накажет!',
    codeRejected: 'Twitch отклонил код авторизации: он устарел или уже использован. Авторизуйтесь заново.',
    otherMember: 'Этот аккаунт Twitch уже подтверждён другим участником.',
    grantRevoked: 'Доступ к Twitch отозван: подтвердите подписку заново.',
    notConfigured: 'Проверка Twitch пока не настроена на сервере. Попробуйте позже.',
  },
  telegram: {
    linkFailed: 'Не удалось получить ссылку для верификации',
    failed: 'Верификация не удалась',
    copyFailed: 'Не удалось скопировать ссылку',
    error: 'Ошибка верификации Telegram',
    requestFailed: 'Не удалось запросить верификацию',
    noLink: 'Сервер не вернул ссылку для верификации',
    success: 'Верификация Telegram успешно завершена!',
    copied: 'Ссылка скопирована в буфер обмена',
    notMember: 'Вы не состоите в канале. Вступите в канал и нажмите «Старт» по ссылке ещё раз.',
    unsubscribed: 'Вы отписались от канала! Дед вас накажет!',
    otherMember: 'Этот аккаунт Telegram уже подтверждён другим участником.',
    badLink: 'Ссылка недействительна или устарела. Получите новую на сайте.',
    notConfigured: 'Проверка Telegram пока не настроена на сервере. Попробуйте позже.',
  },
  invalidState: 'Ссылка авторизации недействительна, устарела или уже использована. Начните заново.',
  badRedirect: 'Адрес возврата должен вести на этот сайт.',
  wrongChannel: 'Проверяется подписка только на канал сайта.',
  linkOnlyForSelf: 'Ссылку можно получить только для себя',
  /** The admins' alert after a recheck run in which some checks failed. */
  recheckFailed: (failed: number, of: number, last: string) => `не удалось проверить ${failed} из ${of}: ${last}`,
} as const;
