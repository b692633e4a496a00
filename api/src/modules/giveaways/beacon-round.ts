import { GIVEAWAY_MSG } from '@fanhub/shared';
import type { ApiConfig } from '../../config.ts';
import { beaconOf, chainInfo, firstRoundAfter, publicRound, UpstreamError, type BeaconConfig } from '../../integrations/index.ts';
import { AppError } from '../../http/errors.ts';

const unavailable = () => new AppError(503, 'beacon_unavailable', GIVEAWAY_MSG.beaconUnavailable, { retryAfterSeconds: 30 });

/** The beacon round a giveaway ending at `endsAt` commits to; null without a beacon. */
export async function roundFor(config: Readonly<BeaconConfig>, endsAt: Date): Promise<number | null> {
  const beacon = beaconOf(config);
  if (!beacon) return null;
  try {
    return firstRoundAfter(await chainInfo(beacon), endsAt);
  } catch (err) {
    if (err instanceof UpstreamError) throw unavailable();
    throw err;
  }
}

/**
 * The randomness of the committed round: null for a plain draw; 409 while the round is not
 * published yet (the draw happens right after it); 503 when the beacon does not answer.
 */
export async function randomnessOf(
  config: Readonly<Pick<ApiConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>,
  round: number | null,
): Promise<string | null> {
  if (round === null) return null;
  const beacon = beaconOf(config);
  if (!beacon) throw unavailable();
  try {
    const published = await publicRound(beacon, round);
    if (!published) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
    return published.randomness;
  } catch (err) {
    if (err instanceof UpstreamError) throw unavailable();
    throw err;
  }
}
