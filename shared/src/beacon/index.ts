import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * drand's signature schemes we can check (the `schemeID` of a chain's `/info`). The pairing maths is
 * @noble/curves'; what is ours is only drand's message layout:
 * - `pedersen-bls-chained` (drand's "default" chain): key on G1, signature on G2, message
 *   sha256(previous_signature ‖ round as 8 bytes big-endian);
 * - `pedersen-bls-unchained`: the same without the previous signature;
 * - `bls-unchained-g1-rfc9380` ("quicknet"): key on G2, signature on G1, message sha256(round),
 *   hashed to G1 with the RFC 9380 G1 tag.
 * A round's randomness is sha256(signature) in every scheme.
 */
export const BEACON_SCHEMES = ['pedersen-bls-chained', 'pedersen-bls-unchained', 'bls-unchained-g1-rfc9380'] as const;
export type BeaconScheme = (typeof BEACON_SCHEMES)[number];
export const isBeaconScheme = (s: string): s is BeaconScheme => (BEACON_SCHEMES as readonly string[]).includes(s);

/** A published round with what proves it: the chain's scheme and public key, the round's signature(s). */
export interface SignedBeaconRound {
  scheme: string;
  public_key: string;
  round: number;
  randomness: string;
  signature: string;
  /** Chained scheme only. */
  previous_signature?: string | null | undefined;
}

/** valid; the signature does not verify (or does not decode); randomness ≠ sha256(signature); a scheme we cannot check. */
export type BeaconCheck = 'valid' | 'bad_signature' | 'bad_randomness' | 'unsupported_scheme';

const roundBytes = (round: number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(round));
  return b;
};
const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/** The bytes a round's signature signs, in `scheme`. */
export function beaconMessage(scheme: BeaconScheme, round: number, previousSignature?: string | null): Uint8Array {
  const prefix = scheme === 'pedersen-bls-chained' ? hexToBytes(previousSignature ?? '') : new Uint8Array();
  return sha256(concat(prefix, roundBytes(round)));
}

/** Does the round come from the chain's key (and its randomness from its signature)? */
export function checkBeaconRound(r: SignedBeaconRound): BeaconCheck {
  if (!isBeaconScheme(r.scheme)) return 'unsupported_scheme';
  try {
    const signature = hexToBytes(r.signature);
    const key = hexToBytes(r.public_key);
    const message = beaconMessage(r.scheme, r.round, r.previous_signature);
    const ok =
      r.scheme === 'bls-unchained-g1-rfc9380'
        ? bls.shortSignatures.verify(signature, bls.shortSignatures.hash(message), key)
        : bls.longSignatures.verify(signature, bls.longSignatures.hash(message), key);
    if (!ok) return 'bad_signature';
    return bytesToHex(sha256(signature)) === r.randomness.toLowerCase() ? 'valid' : 'bad_randomness';
  } catch {
    // Not hex, not a point on the curve, a chained round without its previous signature.
    return 'bad_signature';
  }
}

/** A chain's `/info`, the fields its hash covers. */
export interface BeaconChainInfo {
  period: number;
  genesis_time: number;
  public_key: string;
  group_hash: string;
  /** `metadata.beaconID`; "default" (or none) for drand's first chain. */
  beacon_id: string;
}

/**
 * drand's chain hash: sha256(period as 4 bytes ‖ genesis_time as 8 bytes, big-endian ‖ public key ‖
 * group hash ‖ beacon id unless "default"). It names the chain in its URLs
 * (`https://api.drand.sh/<chain hash>`), so a key that hashes to the chain's name is the chain's key
 * whoever served it.
 */
export function beaconChainHash(info: BeaconChainInfo): string {
  const head = new Uint8Array(12);
  const view = new DataView(head.buffer);
  view.setUint32(0, info.period);
  view.setBigInt64(4, BigInt(info.genesis_time));
  let bytes = concat(concat(head, hexToBytes(info.public_key)), hexToBytes(info.group_hash));
  if (info.beacon_id && info.beacon_id !== 'default') bytes = concat(bytes, new TextEncoder().encode(info.beacon_id));
  return bytesToHex(sha256(bytes));
}

/** The chain hash a beacon URL names (its last path segment, as drand's URLs have it), or null. */
export function chainHashInUrl(url: string): string | null {
  const m = /\/([0-9a-f]{64})\/?$/i.exec(url);
  return m ? m[1]!.toLowerCase() : null;
}

/** A round with what proves it, as a giveaway's or a tournament's proof publishes it. */
export interface PublishedBeaconProof extends BeaconChainInfo {
  url: string;
  chain_hash: string;
  scheme: string;
  signature: string;
  previous_signature?: string | null | undefined;
}

/** A published proof's check: the round's (BeaconCheck), or 'bad_chain' when the key is not the chain's. */
export type BeaconProofCheck = BeaconCheck | 'bad_chain';

/**
 * A published proof checked by anyone (the fairness page, «Проверить посев»): the chain hash
 * recomputed from the chain's info must be the one published and the one the beacon's URL names,
 * then the round's signature must verify against that key and give its randomness.
 */
export function checkBeaconProof(p: PublishedBeaconProof, round: number, randomness: string): { check: BeaconProofCheck; chainHash: string | null } {
  let chainHash: string | null;
  try {
    chainHash = beaconChainHash(p);
  } catch {
    chainHash = null; // not hex
  }
  const named = chainHashInUrl(p.url);
  if (chainHash === null || chainHash !== p.chain_hash.toLowerCase() || (named !== null && named !== chainHash)) return { check: 'bad_chain', chainHash };
  return { check: checkBeaconRound({ ...p, round, randomness }), chainHash };
}
