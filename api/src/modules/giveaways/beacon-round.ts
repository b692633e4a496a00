import type { Logger } from 'pino';
import { GIVEAWAY_MSG, type BeaconProof } from '@fanhub/shared';
import type { ApiConfig } from '../../config.ts';
import { BeaconRefused, beaconOf, firstRoundAfter, trustedChain, UpstreamError, verifiedRound, type BeaconConfig } from '../../integrations/index.ts';
import { AppError } from '../../http/errors.ts';

const unavailable = () => new AppError(503, 'beacon_unavailable', GIVEAWAY_MSG.beaconUnavailable, { retryAfterSeconds: 30 });

/** The beacon's failures as answers: 503 when it does not answer, 502 `beacon_invalid` when its proof does not hold. */
function answerOf(err: unknown): unknown {
  if (err instanceof UpstreamError) return unavailable();
  if (err instanceof BeaconRefused)
    return new AppError(502, 'beacon_invalid', err.reason === 'chain' ? GIVEAWAY_MSG.beaconChainInvalid : GIVEAWAY_MSG.beaconInvalid, {
      retryAfterSeconds: 30,
    });
  return err;
}

/** The beacon round a giveaway ending at `endsAt` commits to; null without a beacon. */
export async function roundFor(config: Readonly<BeaconConfig>, endsAt: Date): Promise<number | null> {
  const beacon = beaconOf(config);
  if (!beacon) return null;
  try {
    return firstRoundAfter((await trustedChain(beacon)).info, endsAt);
  } catch (err) {
    throw answerOf(err);
  }
}

/**
 * The randomness of the committed round, with what proves it: null for a plain draw; 409 while the
 * round is not published yet (the draw happens right after it); 503 when the beacon does not
 * answer; 502 when the chain's key is not the chain's or the round's BLS signature does not verify
 * against it (a relay or beacon feeding other randomness): nothing is drawn on it.
 */
export async function randomnessOf(
  config: Readonly<Pick<ApiConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>,
  round: number | null,
  logger?: Pick<Logger, 'error'>,
): Promise<{ randomness: string; proof: BeaconProof } | null> {
  if (round === null) return null;
  const beacon = beaconOf(config);
  if (!beacon) throw unavailable();
  let verified;
  try {
    verified = await verifiedRound(beacon, round, logger);
  } catch (err) {
    throw answerOf(err);
  }
  if (!verified) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
  return verified;
}
