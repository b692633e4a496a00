import type { Logger } from 'pino';
import { beaconChainHash, chainHashInUrl, checkBeaconRound, type BeaconCheck } from '@fanhub/shared/beacon';
import type { BeaconProof } from '@fanhub/shared';
import { chainInfo, publicRound, type ChainInfo } from './client.ts';
import type { Beacon } from './config.ts';

/** The chain as a proof shows it: everything of `BeaconProof` but the round's own signatures. */
export type BeaconChain = Omit<BeaconProof, 'url' | 'signature' | 'previous_signature'>;

/**
 * A beacon refused by its own proof: `chain` when its /info does not hash to its chain (or to the
 * chain DRAW_BEACON_URL names), `round` when the round's signature does not prove its randomness.
 * The areas that draw on a beacon (giveaways, tournaments) answer it as 502 `beacon_invalid`.
 */
export class BeaconRefused extends Error {
  override name = 'BeaconRefused';
  readonly reason: 'chain' | 'round';

  constructor(reason: 'chain' | 'round', message: string) {
    super(message);
    this.reason = reason;
  }
}

type ErrorLog = Pick<Logger, 'error'>;

/**
 * The beacon's chain, once its `/info` hashes to the chain's hash, and to the one DRAW_BEACON_URL
 * names (drand's URLs end with it): a relay serving another key (and rounds signed with it) is
 * refused, whoever serves it. An UpstreamError when the beacon does not answer.
 */
export async function trustedChain(beacon: Beacon, logger?: ErrorLog): Promise<{ info: ChainInfo; chain: BeaconChain }> {
  const info = await chainInfo(beacon);
  const chain: BeaconChain = {
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
    throw new BeaconRefused('chain', 'the beacon /info does not hash to its chain');
  }
  return { info, chain };
}

/**
 * Round `round`'s randomness with what proves it, or null while it is not published yet. The chain
 * is checked first (trustedChain), then the round's BLS signature against the chain's key: a relay
 * or beacon feeding other randomness is a BeaconRefused('round'); no answer is an UpstreamError.
 */
export async function verifiedRound(beacon: Beacon, round: number, logger?: ErrorLog): Promise<{ randomness: string; proof: BeaconProof } | null> {
  const { chain } = await trustedChain(beacon, logger);
  const published = await publicRound(beacon, round);
  if (!published) return null;
  const proof: BeaconProof = {
    url: beacon.url,
    ...chain,
    signature: published.signature.toLowerCase(),
    previous_signature: published.previous_signature?.toLowerCase() ?? null,
  };
  const check: BeaconCheck = checkBeaconRound({ ...proof, round, randomness: published.randomness });
  if (check !== 'valid') {
    logger?.error({ round, check, beacon: beacon.url, scheme: chain.scheme }, 'beacon round refused: its signature does not prove its randomness');
    throw new BeaconRefused('round', `beacon round ${round}: ${check}`);
  }
  return { randomness: published.randomness, proof };
}
