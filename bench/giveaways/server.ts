/**
 * Child process of bench/giveaways: starts OUR API (full stack, PGlite in a temp DATA_DIR unless
 * DATABASE_URL is set), makes an admin and the members with a session each in bulk in its database,
 * signs their tokens, writes them to a file and prints {port, tokensFile, adminToken} as one JSON line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { announce, startBenchApi } from '../bench-api.ts';

const redisUrl = process.argv[2] ?? 'redis://127.0.0.1:6379';
const count = Number(process.argv[3] ?? 100_000);
const { api, dataDir } = await startBenchApi({
  redisUrl,
  redisPrefix: `benchg${process.pid}:`,
  dataDirPrefix: 'fanhub-bench-giveaways-',
  env: { DATABASE_URL: process.env.DATABASE_URL },
});
const { admin, members } = await bulkMembers(api.ctx.db, 'bench', count);
const tokensFile = path.join(dataDir, 'tokens.json');
writeFileSync(tokensFile, JSON.stringify(members.map((m) => api.ctx.tokens.sign(m.userId, m.sessionId))));

const started = { port: api.port, tokensFile, adminToken: api.ctx.tokens.sign(admin.userId, admin.sessionId) };
/** What the bench reads from this process. */
export type GiveawaysServer = typeof started;
announce(api, started);
