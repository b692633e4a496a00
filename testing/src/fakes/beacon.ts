import { createHash } from 'node:crypto';
import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { beaconChainHash, beaconMessage, type BeaconScheme } from '@fanhub/shared/beacon';
import { startFakeServer } from './server.ts';

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/**
 * A drand-compatible public randomness beacon on 127.0.0.1, named by its chain hash as drand's URLs
 * are (`{url}/<chain hash>`, the `env` given): `GET …/info` → `{ public_key, period, genesis_time,
 * hash, groupHash, schemeID, metadata }` and `GET …/public/{round}` (or `…/public/latest`) → `{ round,
 * randomness, signature }` (chained schemes add `previous_signature`) once the round's time came
 * (`genesis_time + (round - 1) × period`), else 425 Too Early as drand answers. Rounds are really
 * BLS-signed with the chain's own key, in `scheme` (drand's quicknet by default); randomness =
 * sha256(signature) and the chain hash covers the key, as on drand.
 * `state.down` makes every call answer 503 (a beacon that does not answer); `state.forged` serves
 * every round with the signature (and matching randomness) of the round after it (randomness the
 * chain never signed for that round); `state.foreign` serves another key's chain, consistent in
 * itself, under this chain's name (a relay that made up its own beacon); `state.withheld` answers
 * 425 for every round (a relay that has not got the round yet, whatever the clock says).
 */
export async function startFakeBeacon(opts: { period?: number; genesisTime?: number; scheme?: BeaconScheme } = {}) {
  const scheme = opts.scheme ?? 'bls-unchained-g1-rfc9380';
  const state = {
    period: opts.period ?? 3,
    genesisTime: opts.genesisTime ?? Math.floor(Date.now() / 1000) - 3600,
    down: false,
    forged: false,
    foreign: false,
    withheld: false,
  };
  const own = chainOf(scheme, 42);
  const foreign = chainOf(scheme, 7);
  const groupHash = sha256('fake group');
  const infoOf = (chain: FakeChain) => {
    const fields = { period: state.period, genesis_time: state.genesisTime, public_key: chain.publicKey, group_hash: groupHash, beacon_id: 'fake' };
    return {
      public_key: chain.publicKey,
      period: state.period,
      genesis_time: state.genesisTime,
      hash: beaconChainHash(fields),
      groupHash,
      schemeID: scheme,
      metadata: { beaconID: 'fake' },
    };
  };
  const chainHash = infoOf(own).hash;
  const roundAt = (round: number) => (state.genesisTime + (round - 1) * state.period) * 1000;
  const currentRound = () => Math.max(0, Math.floor((Date.now() / 1000 - state.genesisTime) / state.period) + 1);

  const server = await startFakeServer((req, res, url) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.down) return reply(503, { error: 'unavailable' });
    const chain = state.foreign ? foreign : own;
    const path = url.pathname.startsWith(`/${chainHash}/`) ? url.pathname.slice(chainHash.length + 1) : url.pathname;
    if (path === '/info') return reply(200, infoOf(chain));
    const m = /^\/public\/(latest|\d+)$/.exec(path);
    if (!m) return reply(404, { error: 'not found' });
    const round = m[1] === 'latest' ? currentRound() : Number(m[1]);
    if (state.withheld || round < 1 || Date.now() < roundAt(round)) return reply(425, { error: 'round not yet published' });
    return reply(200, state.forged ? { ...chain.published(round + 1), round } : chain.published(round));
  });

  const chainUrl = `${server.url}/${chainHash}`;
  return {
    ...server,
    state,
    /** The chain's address, named by its hash. */
    url: chainUrl,
    env: { DRAW_BEACON_URL: chainUrl },
    /** The round a test expects, as anyone can read it from the beacon. */
    published: own.published,
    scheme,
    publicKey: own.publicKey,
    chainHash,
    /** When `round` is (or was) published. */
    roundAt,
    /** Runs `body` with one of `state`'s faults on, and turns it off after, whatever happens. */
    async withFault<T>(fault: 'down' | 'forged' | 'foreign' | 'withheld', body: () => Promise<T>): Promise<T> {
      state[fault] = true;
      try {
        return await body();
      } finally {
        state[fault] = false;
      }
    },
  };
}
export type FakeBeacon = Awaited<ReturnType<typeof startFakeBeacon>>;

/** A chain's key (from a one-byte secret, below the group order) and its signed rounds. */
function chainOf(scheme: BeaconScheme, secret: number) {
  const secretKey = new Uint8Array(32).fill(secret);
  // quicknet: keys on G2, signatures on G1 (short); the pedersen schemes the other way round.
  const short = scheme === 'bls-unchained-g1-rfc9380';
  const publicKey = (short ? bls.shortSignatures : bls.longSignatures).getPublicKey(secretKey).toHex();
  const sign = (message: Uint8Array) =>
    bytesToHex(
      short
        ? bls.shortSignatures.sign(bls.shortSignatures.hash(message), secretKey).toBytes()
        : bls.longSignatures.sign(bls.longSignatures.hash(message), secretKey).toBytes(),
    );
  // A chained round signs over the previous round's signature; here that previous signature is the
  // key's unchained signature of round r − 1, so no round needs the whole chain signed before it.
  const previousOf = (round: number) => sign(beaconMessage('pedersen-bls-unchained', round - 1));
  const signatures = new Map<number, string>();
  const signatureOf = (round: number): string => {
    let signature = signatures.get(round);
    if (!signature) signatures.set(round, (signature = sign(beaconMessage(scheme, round, scheme === 'pedersen-bls-chained' ? previousOf(round) : null))));
    return signature;
  };
  const published = (round: number) => {
    const signature = signatureOf(round);
    return {
      round,
      randomness: sha256(Buffer.from(signature, 'hex')),
      signature,
      ...(scheme === 'pedersen-bls-chained' ? { previous_signature: previousOf(round) } : {}),
    };
  };
  return { publicKey, published };
}
type FakeChain = ReturnType<typeof chainOf>;
