import type { Logger } from 'pino';
import { GIVEAWAY_MSG, type BeaconProof } from '@fanhub/shared';
import type { ApiConfig } from '../../config.ts';
import {
  BeaconRefused,
  beaconOf,
  firstRoundAfter,
  trustedChain,
  UpstreamError,
  verifiedRound,
  type BeaconConfig,
  type ChainInfo,
} from '../../integrations/index.ts';
import { AppError } from '../../http/errors.ts';

const unavailable = () => new AppError(503, 'beacon_unavailable', GIVEAWAY_MSG.beaconUnavailable, { retryAfterSeconds: 30 });

/**
 * The beacon's failures as answers: 503 when it does not answer, 502 `beacon_invalid` when its proof
 * does not hold (`invalid`: what a bad round's signature left undone, in the caller's words).
 */
function answerOf(err: unknown, invalid: string): unknown {
  if (err instanceof UpstreamError) return unavailable();
  if (err instanceof BeaconRefused)
    return new AppError(502, 'beacon_invalid', err.reason === 'chain' ? GIVEAWAY_MSG.beaconChainInvalid : invalid, { retryAfterSeconds: 30 });
  return err;
}

/** The beacon's calls as the draws make them (a giveaway's, a tournament's seeding): the failures already answers. */
export interface BeaconCalls {
  config: Readonly<BeaconConfig>;
  logger?: Pick<Logger, 'error'>;
  /** The 502's text when a round's signature does not verify. */
  invalid: string;
}

/** The trusted chain's info; null without a beacon. */
export async function beaconChainInfo({ config, logger, invalid }: BeaconCalls): Promise<ChainInfo | null> {
  const beacon = beaconOf(config);
  if (!beacon) return null;
  try {
    return (await trustedChain(beacon, logger)).info;
  } catch (err) {
    throw answerOf(err, invalid);
  }
}

/** A committed round's randomness verified against the chain's key; null while it is not published, 503 without a beacon. */
export async function beaconRandomness({ config, logger, invalid }: BeaconCalls, round: number): Promise<{ randomness: string; proof: BeaconProof } | null> {
  const beacon = beaconOf(config);
  if (!beacon) throw unavailable();
  try {
    return await verifiedRound(beacon, round, logger);
  } catch (err) {
    throw answerOf(err, invalid);
  }
}

/** The beacon round a giveaway ending at `endsAt` commits to; null without a beacon. */
export async function roundFor(config: Readonly<BeaconConfig>, endsAt: Date): Promise<number | null> {
  const info = await beaconChainInfo({ config, invalid: GIVEAWAY_MSG.beaconInvalid });
  return info && firstRoundAfter(info, endsAt);
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
  const verified = await beaconRandomness({ config, logger, invalid: GIVEAWAY_MSG.beaconInvalid }, round);
  if (!verified) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
  return verified;
}
