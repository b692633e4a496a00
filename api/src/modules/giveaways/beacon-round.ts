import type { Logger } from 'pino';
import { GIVEAWAY_MSG, type BeaconProof } from '@fanhub/shared';
import { beaconChainHash, chainHashInUrl, checkBeaconRound } from '@fanhub/shared/beacon';
import type { ApiConfig } from '../../config.ts';
import { beaconOf, chainInfo, firstRoundAfter, publicRound, UpstreamError, type Beacon, type BeaconConfig, type ChainInfo } from '../../integrations/index.ts';
import { AppError } from '../../http/errors.ts';

const unavailable = () => new AppError(503, 'beacon_unavailable', GIVEAWAY_MSG.beaconUnavailable, { retryAfterSeconds: 30 });
const chainInvalid = () => new AppError(502, 'beacon_invalid', GIVEAWAY_MSG.beaconChainInvalid, { retryAfterSeconds: 30 });

type Chain = Omit<BeaconProof, 'url' | 'signature' | 'previous_signature'>;

/**
 * The beacon's chain, once its `/info` hashes to the chain's hash, and to the one DRAW_BEACON_URL
 * names (drand's URLs end with it): a relay serving another key (and rounds signed with it) is
 * refused, 502 `beacon_invalid`, whoever serves it. 503 when the beacon does not answer.
 */
async function trustedChain(beacon: Beacon, logger?: Pick<Logger, 'error'>): Promise<{ info: ChainInfo; chain: Chain }> {
  let info: ChainInfo;
  try {
    info = await chainInfo(beacon);
  } catch (err) {
    if (err instanceof UpstreamError) throw unavailable();
    throw err;
  }
  const chain: Chain = {
    chain_hash: info.hash.toLowerCase(),
    period: info.period,
    genesis_time: info.genesis_time,
    group_hash: info.groupHash.toLowerCase(),
    beacon_id: info.metadata?.beaconID ?? 'default',
    scheme: info.schemeID,
    public_key: info.public_key.toLowerCase(),
  };
  const computed = beaconChainHash(chain);
  const named = chainHashInUrl(beacon.url);
  if (computed !== chain.chain_hash || (named !== null && named !== computed)) {
    logger?.error({ beacon: beacon.url, computed, served: chain.chain_hash, named }, 'beacon refused: its /info does not hash to its chain');
    throw chainInvalid();
  }
  return { info, chain };
}

/** The beacon round a giveaway ending at `endsAt` commits to; null without a beacon. */
export async function roundFor(config: Readonly<BeaconConfig>, endsAt: Date): Promise<number | null> {
  const beacon = beaconOf(config);
  if (!beacon) return null;
  return firstRoundAfter((await trustedChain(beacon)).info, endsAt);
}

/**
 * The randomness of the committed round, with what proves it: null for a plain draw; 409 while the
 * round is not published yet (the draw happens right after it); 503 when the beacon does not
 * answer; 502 when the chain's key is not the chain's (trustedChain) or the round's BLS signature
 * does not verify against it (a relay or beacon feeding other randomness): nothing is drawn on it.
 */
export async function randomnessOf(
  config: Readonly<Pick<ApiConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>,
  round: number | null,
  logger?: Pick<Logger, 'error'>,
): Promise<{ randomness: string; proof: BeaconProof } | null> {
  if (round === null) return null;
  const beacon = beaconOf(config);
  if (!beacon) throw unavailable();
  const { chain } = await trustedChain(beacon, logger);
  let published;
  try {
    published = await publicRound(beacon, round);
  } catch (err) {
    if (err instanceof UpstreamError) throw unavailable();
    throw err;
  }
  if (!published) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
  const proof: BeaconProof = {
    url: beacon.url,
    ...chain,
    signature: published.signature.toLowerCase(),
    previous_signature: published.previous_signature?.toLowerCase() ?? null,
  };
  const check = checkBeaconRound({ ...proof, round, randomness: published.randomness });
  if (check !== 'valid') {
    logger?.error({ round, check, beacon: beacon.url, scheme: chain.scheme }, 'beacon round refused: its signature does not prove its randomness');
    throw new AppError(502, 'beacon_invalid', GIVEAWAY_MSG.beaconInvalid, { retryAfterSeconds: 30 });
  }
  return { randomness: published.randomness, proof };
}
