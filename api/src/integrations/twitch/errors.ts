import { VERIFY_TEXT } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import { UpstreamError } from '../upstream-error.ts';

const T = VERIFY_TEXT.twitch;
const UNREACHABLE = 'Twitch не отвечает. Попробуйте ещё раз через минуту.';

/** A member's follow check: what they read when Twitch fails. */
export function twitchError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamError) {
    if (err.status === null) return new AppError(502, 'twitch_unreachable', UNREACHABLE);
    if (err.status === 400) return new AppError(400, 'invalid_grant', T.codeRejected);
    if (err.status === 401) return new AppError(401, 'twitch_auth_required', T.authRequired);
    if (err.status === 429) return new AppError(503, 'twitch_rate_limited', 'Twitch просит подождать: слишком много запросов. Попробуйте через минуту.');
  }
  return new AppError(502, 'twitch_error', T.error);
}

/** The streamer's connection in the admin panel: a 4xx is `refused` (what was refused depends on the step). */
export function twitchConnectError(err: unknown, refused: AppError): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamError && err.status === null) return new AppError(502, 'twitch_unreachable', UNREACHABLE);
  if (err instanceof UpstreamError && err.kind === 'status' && err.status !== null && err.status >= 400 && err.status < 500) return refused;
  return new AppError(502, 'twitch_bad_answer', 'Twitch ответил ошибкой. Попробуйте ещё раз через минуту.');
}
