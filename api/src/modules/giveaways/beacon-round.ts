import type { Logger } from 'pino';
import { GIVEAWAY_MSG, type BeaconProof } from '@fanhub/shared';
import { checkBeaconRound } from '@fanhub/shared/beacon';
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
 * The randomness of the committed round, with what proves it: null for a plain draw; 409 while the
 * round is not published yet (the draw happens right after it); 503 when the beacon does not
 * answer; 502 when the round's BLS signature does not verify against the chain's public key (a
 * relay or beacon feeding other randomness): nothing is drawn on it.
 */
export async function randomnessOf(
  config: Readonly<Pick<ApiConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>,
  round: number | null,
  logger?: Pick<Logger, 'error'>,
): Promise<{ randomness: string; proof: BeaconProof } | null> {
  if (round === null) return null;
  const beacon = beaconOf(config);
  if (!beacon) throw unavailable();
  try {
    const [info, published] = await Promise.all([chainInfo(beacon), publicRound(beacon, round)]);
    if (!published) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
    const proof: BeaconProof = {
      url: beacon.url,
      scheme: info.schemeID,
      public_key: info.public_key.toLowerCase(),
      signature: published.signature.toLowerCase(),
      previous_signature: published.previous_signature?.toLowerCase() ?? null,
    };
    const check = checkBeaconRound({ ...proof, round, randomness: published.randomness });
    if (check !== 'valid') {
      logger?.error({ round, check, beacon: beacon.url, scheme: info.schemeID }, 'beacon round refused: its signature does not prove its randomness');
      throw new AppError(502, 'beacon_invalid', GIVEAWAY_MSG.beaconInvalid, { retryAfterSeconds: 30 });
    }
    return { randomness: published.randomness, proof };
  } catch (err) {
    if (err instanceof UpstreamError) throw unavailable();
    throw err;
  }
}
