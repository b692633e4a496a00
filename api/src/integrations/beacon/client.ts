import { z } from 'zod';
import { upstreamJson } from '../http.ts';
import { UpstreamBadAnswer, UpstreamRejected } from '../upstream-error.ts';
import type { Beacon } from './config.ts';

const hex = z.string().regex(/^[0-9a-f]+$/i);

/**
 * drand's `/info` (the fields we use): seconds between rounds, the time of round 1 (unix seconds),
 * the chain's public key and its signature scheme (checkBeaconRound says which ones we can check),
 * the chain's hash and the group hash and beacon id it also covers.
 */
const ChainInfo = z.object({
  period: z.number().int().positive(),
  genesis_time: z.number().int(),
  public_key: hex,
  schemeID: z.string(),
  /** The chain hash, and what it covers besides the fields above (checked in verified.ts). */
  hash: hex,
  groupHash: hex,
  metadata: z.object({ beaconID: z.string().optional() }).optional(),
});
export type ChainInfo = z.infer<typeof ChainInfo>;

/** One published round; `randomness` is hex (sha256 of the signature on drand); chained schemes add the previous signature. */
const Round = z.object({ round: z.number().int().positive(), randomness: hex, signature: hex, previous_signature: hex.optional() });
export type BeaconRound = z.infer<typeof Round>;

const RETRY = { retries: 2, minDelayMs: 200, maxDelayMs: 1000 };

export const chainInfo = (b: Beacon): Promise<ChainInfo> =>
  upstreamJson(`${b.url}/info`, { what: 'beacon info', timeoutMs: b.timeoutMs, retry: RETRY }, ChainInfo);

/**
 * The first round published strictly after `at`: round r is published at genesis + (r - 1) × period,
 * so nobody (the operator included) can know its randomness while entries are open.
 */
export function firstRoundAfter(info: ChainInfo, at: Date): number {
  const since = at.getTime() / 1000 - info.genesis_time;
  if (since < 0) return 1;
  return Math.floor(since / info.period) + 2;
}

/** When `round` is published. */
export const roundTime = (info: ChainInfo, round: number): Date => new Date((info.genesis_time + (round - 1) * info.period) * 1000);

/**
 * A published round, or null while it is not published yet (drand answers 425 Too Early, some
 * relays 404). No answer, a 5xx or a malformed answer is an UpstreamError.
 */
export async function publicRound(b: Beacon, round: number): Promise<BeaconRound | null> {
  try {
    const r = await upstreamJson(`${b.url}/public/${round}`, { what: 'beacon round', timeoutMs: b.timeoutMs, retry: RETRY }, Round);
    if (r.round !== round) throw new UpstreamBadAnswer(`beacon round: asked ${round}, got ${r.round}`);
    return { ...r, randomness: r.randomness.toLowerCase() };
  } catch (err) {
    if (err instanceof UpstreamRejected && (err.status === 425 || err.status === 404)) return null;
    throw err;
  }
}
