import { VIDEO_LIMITS, VIDEO_MSG, type AvailabilityView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { UpstreamRejected, UpstreamTimeout, upstreamStatus } from '../../integrations/index.ts';

let cached: { view: AvailabilityView; until: number; key: string } | null = null;
let inflight: Promise<AvailabilityView> | null = null;

/**
 * Server-side probe of YOUTUBE_PROBE_URL (5 s time-out): any answer below 400 means reachable.
 * The result is kept VIDEO_LIMITS.probeCacheSeconds; concurrent callers share one request.
 */
export async function youtubeAvailability(ctx: Pick<AppContext, 'config'>): Promise<AvailabilityView> {
  const key = ctx.config.YOUTUBE_PROBE_URL;
  if (cached && cached.key === key && cached.until > Date.now()) return cached.view;
  inflight ??= probe(key).finally(() => (inflight = null));
  const view = await inflight;
  cached = { view, key, until: Date.now() + VIDEO_LIMITS.probeCacheSeconds * 1000 };
  return view;
}

/** Tests switch the fake between states: forget the cached answer. */
export function forgetAvailability(): void {
  cached = null;
}

async function probe(url: string): Promise<AvailabilityView> {
  const checked_at = new Date().toISOString();
  try {
    // A redirect is an answer too (not followed): YouTube is reachable.
    await upstreamStatus(url, { what: 'youtube probe', timeoutMs: VIDEO_LIMITS.availabilityTimeoutMs, redirect: 'manual', accept: (status) => status < 400 });
    return { youtube_available: true, checked_at, reason: null };
  } catch (err) {
    if (err instanceof UpstreamRejected) return { youtube_available: false, checked_at, reason: VIDEO_MSG.apiStatus(err.status) };
    return { youtube_available: false, checked_at, reason: err instanceof UpstreamTimeout ? VIDEO_MSG.probeTimeout : VIDEO_MSG.treatedUnavailable };
  }
}
