import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN, QUICKNET, QUICKNET_ROUNDS } from './drand-vectors.ts';
import { beaconChainHash, beaconMessage, chainHashInUrl, checkBeaconRound } from './index.ts';

const QUICKNET_KEY = QUICKNET.public_key;
const quicknet = (round: keyof typeof QUICKNET_ROUNDS) => ({
  scheme: QUICKNET.scheme,
  public_key: QUICKNET_KEY,
  round: Number(round),
  ...QUICKNET_ROUNDS[round],
});
const R32281667 = quicknet(32281667);
const R1000 = quicknet(1000);

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
    expect(beaconChainHash(QUICKNET)).toBe(QUICKNET.chain_hash);
    expect(beaconChainHash(DEFAULT_CHAIN)).toBe(DEFAULT_CHAIN.chain_hash);
  });

  it('reads the chain hash a beacon URL names', () => {
    expect(chainHashInUrl(QUICKNET.url)).toBe(QUICKNET.chain_hash);
    expect(chainHashInUrl('https://api.drand.sh/')).toBeNull();
  });
});
