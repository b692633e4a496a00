import type { Logger } from 'pino';
import { TOURNAMENT_MSG, type BeaconProof } from '@fanhub/shared';
import type { ApiConfig } from '../../config.ts';
import type { TournamentRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { firstRoundAfter, roundTime } from '../../integrations/index.ts';
import { beaconChainInfo, beaconRandomness, type BeaconCalls } from '../giveaways/index.ts';

type BeaconCtx = { config: Readonly<Pick<ApiConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>; logger?: Pick<Logger, 'error'> };

/** The round a field fixed at a moment commits to, and when it is published. */
export type BeaconCommitment = (at: Date) => { round: number; roundAt: Date };

export interface BeaconDraw {
  randomness: string;
  proof: BeaconProof;
}

/** The beacon's calls for a seeding: a bad round's signature leaves the tournament not started. */
const calls = (ctx: BeaconCtx): BeaconCalls => ({ config: ctx.config, logger: ctx.logger, invalid: TOURNAMENT_MSG.beaconInvalid });

/**
 * With DRAW_BEACON_URL, the trusted chain's rule for the round to commit to (the first published
 * after the field is fixed), asked before the transaction so no connection waits on the beacon;
 * null without a beacon.
 */
export async function beaconCommitment(ctx: BeaconCtx): Promise<BeaconCommitment | null> {
  const info = await beaconChainInfo(calls(ctx));
  if (!info) return null;
  return (at) => {
    const round = firstRoundAfter(info, at);
    return { round, roundAt: roundTime(info, round) };
  };
}

/** 409 `beacon_pending` while the committed round is ahead, with when to ask again. */
export function beaconPending(t: Pick<TournamentRow, 'beaconRoundAt'>, now = new Date()): AppError {
  const wait = t.beaconRoundAt ? Math.ceil((t.beaconRoundAt.getTime() - now.getTime()) / 1000) : 1;
  return new AppError(409, 'beacon_pending', TOURNAMENT_MSG.beaconPending, { retryAfterSeconds: Math.max(1, wait) });
}

/**
 * The committed round's randomness with what proves it, checked against the chain's key: 409 while
 * the round is not published, 503 when the beacon does not answer, 502 when the chain or the round's
 * signature does not hold (nothing is seeded on it).
 */
export async function committedRandomness(
  ctx: BeaconCtx,
  t: Pick<TournamentRow, 'beaconRound' | 'beaconRoundAt'> & { beaconRound: number },
): Promise<BeaconDraw> {
  const drawn = await beaconRandomness(calls(ctx), t.beaconRound);
  if (!drawn) throw beaconPending(t);
  return drawn;
}
