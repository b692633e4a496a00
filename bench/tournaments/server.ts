/**
 * Child process of bench/tournaments: starts OUR API (full stack, PGlite in a temp DATA_DIR unless
 * DATABASE_URL is set), makes an admin and `count` members with a session each in bulk in its
 * database, and prints {port, adminToken, members: [{userId, token}]} as one JSON line. The teams,
 * tournaments and every match are then made through the API by the bench.
 */
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { announce, startBenchApi } from '../bench-api.ts';

const redisUrl = process.argv[2] ?? 'redis://127.0.0.1:6379';
const count = Number(process.argv[3] ?? 128);
const { api } = await startBenchApi({
  redisUrl,
  redisPrefix: `bencht${process.pid}:`,
  dataDirPrefix: 'fanhub-bench-tournaments-',
  env: { DATABASE_URL: process.env.DATABASE_URL },
});
// A prefix of its own per run: on a shared PostgreSQL database the names of an earlier run stay taken.
const { admin, members } = await bulkMembers(api.ctx.db, `bt${process.pid}`, count);
const sign = (m: { userId: number; sessionId: string }) => api.ctx.tokens.sign(m.userId, m.sessionId);

const started = { port: api.port, adminToken: sign(admin), members: members.map((m) => ({ userId: m.userId, token: sign(m) })) };
/** What the bench reads from this process. */
export type TournamentsServer = typeof started;
announce(api, started);
