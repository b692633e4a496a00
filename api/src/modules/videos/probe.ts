import { VIDEO_LIMITS, VIDEO_MSG, type AvailabilityView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';

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
    const res = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(VIDEO_LIMITS.availabilityTimeoutMs) });
    await res.body?.cancel();
    if (res.status < 400) return { youtube_available: true, checked_at, reason: null };
    return { youtube_available: false, checked_at, reason: VIDEO_MSG.apiStatus(res.status) };
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    return { youtube_available: false, checked_at, reason: timedOut ? VIDEO_MSG.probeTimeout : VIDEO_MSG.treatedUnavailable };
  }
}
