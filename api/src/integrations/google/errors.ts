import { VERIFY_TEXT } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import { UpstreamError } from '../upstream-error.ts';

const T = VERIFY_TEXT.youtube;

/** Google's error reason, from a token endpoint body (`{error}`) or a YouTube API body (`{error:{errors:[{reason}]}}`). */
export function googleReason(body: unknown): string | undefined {
  const b = body as { error?: string | { errors?: { reason?: string }[]; status?: string } } | null;
  if (typeof b?.error === 'string') return b.error;
  return b?.error?.errors?.[0]?.reason ?? b?.error?.status;
}

/** Maps an upstream failure to what the member reads (spec 2 §8). */
export function youtubeError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamError) {
    if (err.status === null) return new AppError(502, 'youtube_unreachable', T.fallback);
    const why = googleReason(err.body);
    if (why === 'invalid_grant') return new AppError(400, 'invalid_grant', T.invalidGrant);
    if (err.status === 401) return new AppError(401, 'youtube_auth_error', T.authError);
    if (err.status === 403 && why === 'insufficientPermissions') return new AppError(403, 'insufficient_permissions', T.insufficient);
    if (err.status === 403 && why === 'quotaExceeded') return new AppError(503, 'youtube_quota', 'Квота YouTube API на сегодня исчерпана. Попробуйте завтра.');
    return new AppError(502, 'youtube_api_error', T.apiError);
  }
  return new AppError(502, 'youtube_api_error', T.fallback);
}
