import { VERIFY_TEXT } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import { googleClient, ProviderNotConfigured, telegramClient, TwitchChannelMissing, twitchViewerClient, UpstreamError } from '../../integrations/index.ts';

/**
 * What a member reads when a provider fails (spec 2 §8): the integrations throw what the upstream
 * did (UpstreamError and the provider's own errors); this area turns it into an answer.
 */
const NOT_CONFIGURED = {
  google: () => new AppError(503, 'youtube_not_configured', VERIFY_TEXT.youtube.notConfigured),
  twitch: () => new AppError(503, 'twitch_not_configured', VERIFY_TEXT.twitch.notConfigured),
  telegram: () => new AppError(503, 'telegram_not_configured', VERIFY_TEXT.telegram.notConfigured),
};

const Y = VERIFY_TEXT.youtube;
const T = VERIFY_TEXT.twitch;
const TWITCH_UNREACHABLE = 'Twitch не отвечает. Попробуйте ещё раз через минуту.';

/** A YouTube check's failure: `code` is Google's reason. */
export function youtubeAnswer(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderNotConfigured) return NOT_CONFIGURED[err.provider]();
  if (err instanceof UpstreamError) {
    if (err.status === null) return new AppError(502, 'youtube_unreachable', Y.fallback);
    if (err.code === 'invalid_grant') return new AppError(400, 'invalid_grant', Y.invalidGrant);
    if (err.status === 401) return new AppError(401, 'youtube_auth_error', Y.authError);
    if (err.status === 403 && err.code === 'insufficientPermissions') return new AppError(403, 'insufficient_permissions', Y.insufficient);
    if (err.status === 403 && err.code === 'quotaExceeded')
      return new AppError(503, 'youtube_quota', 'Квота YouTube API на сегодня исчерпана. Попробуйте завтра.');
    return new AppError(502, 'youtube_api_error', Y.apiError);
  }
  return new AppError(502, 'youtube_api_error', Y.fallback);
}

/** A Twitch follow check's failure. */
export function twitchAnswer(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderNotConfigured) return NOT_CONFIGURED[err.provider]();
  if (err instanceof TwitchChannelMissing) return new AppError(502, 'twitch_channel_missing', `Канал ${err.channel} не найден на Twitch`);
  if (err instanceof UpstreamError) {
    if (err.status === null) return new AppError(502, 'twitch_unreachable', TWITCH_UNREACHABLE);
    if (err.status === 400) return new AppError(400, 'invalid_grant', T.codeRejected);
    if (err.status === 401) return new AppError(401, 'twitch_auth_required', T.authRequired);
    if (err.status === 429) return new AppError(503, 'twitch_rate_limited', 'Twitch просит подождать: слишком много запросов. Попробуйте через минуту.');
  }
  return new AppError(502, 'twitch_error', T.error);
}

/** A provider's client, or the 503 that says what to set on the server. */
function configured<C>(make: () => C): C {
  try {
    return make();
  } catch (err) {
    if (err instanceof ProviderNotConfigured) throw NOT_CONFIGURED[err.provider]();
    throw err;
  }
}

export const youtubeFor = (ctx: Parameters<typeof googleClient>[0]) => configured(() => googleClient(ctx));
export const twitchFor = (ctx: Parameters<typeof twitchViewerClient>[0]) => configured(() => twitchViewerClient(ctx));
export const telegramFor = (ctx: Parameters<typeof telegramClient>[0]) => configured(() => telegramClient(ctx));
