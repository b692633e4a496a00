import { createHash } from 'node:crypto';
import { startFakeServer } from './server.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A drand-compatible public randomness beacon on 127.0.0.1: `GET /info` → `{ period, genesis_time, … }`
 * and `GET /public/{round}` (or `/public/latest`) → `{ round, randomness, signature }` once the round's
 * time came (`genesis_time + (round - 1) × period`), else 425 Too Early as drand answers. The
 * signature is a hash standing in for the BLS one; randomness = sha256(signature), as on drand.
 * `state.down` makes every call answer 503 (a beacon that does not answer).
 */
export async function startFakeBeacon(opts: { period?: number; genesisTime?: number } = {}) {
  const state = {
    period: opts.period ?? 3,
    genesisTime: opts.genesisTime ?? Math.floor(Date.now() / 1000) - 3600,
    down: false,
    secret: 'fake-beacon-chain',
  };
  const roundAt = (round: number) => (state.genesisTime + (round - 1) * state.period) * 1000;
  const currentRound = () => Math.max(0, Math.floor((Date.now() / 1000 - state.genesisTime) / state.period) + 1);
  const published = (round: number) => {
    const signature = sha256(`${state.secret}:${round}`);
    return { round, randomness: sha256(signature), signature, previous_signature: sha256(`${state.secret}:${round - 1}`) };
  };

  const server = await startFakeServer((req, res, url) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.down) return reply(503, { error: 'unavailable' });
    if (url.pathname === '/info')
      return reply(200, {
        public_key: 'ab'.repeat(48),
        period: state.period,
        genesis_time: state.genesisTime,
        hash: sha256(state.secret),
        groupHash: sha256('group'),
      });
    const m = /^\/public\/(latest|\d+)$/.exec(url.pathname);
    if (!m) return reply(404, { error: 'not found' });
    const round = m[1] === 'latest' ? currentRound() : Number(m[1]);
    if (round < 1 || Date.now() < roundAt(round)) return reply(425, { error: 'round not yet published' });
    return reply(200, published(round));
  });

  return {
    ...server,
    state,
    env: { DRAW_BEACON_URL: server.url },
    /** The round a test expects, as anyone can read it from the beacon. */
    published,
    /** When `round` is (or was) published. */
    roundAt,
  };
}
export type FakeBeacon = Awaited<ReturnType<typeof startFakeBeacon>>;
