import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { beaconChainHash, beaconMessage, chainHashInUrl, checkBeaconRound } from './index.ts';

// drand's "quicknet" chain (chain hash 52db9ba7…e971), as its /info publishes it, and two of its rounds.
const QUICKNET_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const quicknet = (round: number, signature: string, randomness: string) => ({
  scheme: 'bls-unchained-g1-rfc9380',
  public_key: QUICKNET_KEY,
  round,
  signature,
  randomness,
});
const R32281667 = quicknet(
  32281667,
  'b0f5ae301358ff87a9d3dd539ed4a07c0148b1ab4f7b61a8ca43c7e9ca7ca9553e4faae9188deb30b2cd1a7f447e3e5b',
  '4fd2fc55983dbfa3f446d8a0bd56f16cc8c5e76afd1ec154b60d477cbabed13b',
);
const R1000 = quicknet(
  1000,
  'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
  'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
);

describe('drand round signatures', () => {
  it('accepts real quicknet rounds as drand published them', () => {
    expect(checkBeaconRound(R32281667)).toBe('valid');
    expect(checkBeaconRound(R1000)).toBe('valid');
  });

  it('refuses a signature of another round, a changed signature, randomness not from the signature, another key', () => {
    expect(checkBeaconRound({ ...R1000, round: 1001 })).toBe('bad_signature');
    expect(checkBeaconRound({ ...R1000, signature: R32281667.signature })).toBe('bad_signature');
    expect(checkBeaconRound({ ...R1000, signature: `${R1000.signature.slice(0, -2)}00` })).toBe('bad_signature');
    expect(checkBeaconRound({ ...R1000, randomness: R32281667.randomness })).toBe('bad_randomness');
    expect(checkBeaconRound({ ...R1000, public_key: `${QUICKNET_KEY.slice(0, -2)}00` })).toBe('bad_signature');
    expect(checkBeaconRound({ ...R1000, signature: 'not hex' })).toBe('bad_signature');
    expect(checkBeaconRound({ ...R1000, scheme: 'bls-bn254-unchained-on-g1' })).toBe('unsupported_scheme');
  });

  it('checks the G1-key schemes: chained over the previous signature, unchained over the round alone', () => {
    const { secretKey, publicKey } = bls.longSignatures.keygen(new Uint8Array(48).fill(7));
    const key = publicKey.toHex();
    const previous = bytesToHex(bls.longSignatures.sign(bls.longSignatures.hash(beaconMessage('pedersen-bls-unchained', 6)), secretKey).toBytes());
    for (const scheme of ['pedersen-bls-chained', 'pedersen-bls-unchained'] as const) {
      const signature = bls.longSignatures.sign(bls.longSignatures.hash(beaconMessage(scheme, 7, previous)), secretKey).toBytes();
      const round = {
        scheme,
        public_key: key,
        round: 7,
        signature: bytesToHex(signature),
        previous_signature: previous,
        randomness: bytesToHex(sha256(signature)),
      };
      expect(checkBeaconRound(round)).toBe('valid');
      expect(checkBeaconRound({ ...round, round: 8 })).toBe('bad_signature');
    }
    const chained = bls.longSignatures.sign(bls.longSignatures.hash(beaconMessage('pedersen-bls-chained', 7, previous)), secretKey).toBytes();
    const round = { scheme: 'pedersen-bls-chained', public_key: key, round: 7, signature: bytesToHex(chained), randomness: bytesToHex(sha256(chained)) };
    expect(checkBeaconRound({ ...round, previous_signature: previous.replace(/^../, '00') })).toBe('bad_signature');
    expect(checkBeaconRound({ ...round, previous_signature: null })).toBe('bad_signature');
  });
});

describe('drand chain hashes', () => {
  it("recomputes the hashes of drand's two mainnet chains from their /info", () => {
    expect(
      beaconChainHash({
        period: 3,
        genesis_time: 1692803367,
        public_key: QUICKNET_KEY,
        group_hash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
        beacon_id: 'quicknet',
      }),
    ).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
    expect(
      beaconChainHash({
        period: 30,
        genesis_time: 1595431050,
        public_key: '868f005eb8e6e4ca0a47c8a77ceaa5309a47978a7c71bc5cce96366b5d7a569937c529eeda66c7293784a9402801af31',
        group_hash: '176f93498eac9ca337150b46d21dd58673ea4e3581185f869672e59fa4cb390a',
        beacon_id: 'default',
      }),
    ).toBe('8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce');
  });

  it('reads the chain hash a beacon URL names', () => {
    expect(chainHashInUrl('https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971')).toBe(
      '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    );
    expect(chainHashInUrl('https://api.drand.sh/')).toBeNull();
  });
});
