/**
 * Child process of bench/giveaways: starts OUR API (full stack, PGlite in a temp DATA_DIR unless
 * DATABASE_URL is set), makes an admin and the members with a session each in bulk in its database,
 * signs their tokens, writes them to a file and prints {port, tokensFile, adminToken} as one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, startApi } from '@fanhub/api';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';

const redisUrl = process.argv[2] ?? 'redis://127.0.0.1:6379';
const count = Number(process.argv[3] ?? 100_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-bench-giveaways-'));
const config = {
  ...loadApiConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
  PORT: 0,
  HOST: '127.0.0.1',
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `benchg${process.pid}:`,
  SERVE_WEB: false,
};
const api = await startApi(config);
const { admin, members } = await bulkMembers(api.ctx.db, 'bench', count);
const tokensFile = path.join(dataDir, 'tokens.json');
writeFileSync(tokensFile, JSON.stringify(members.map((m) => api.ctx.tokens.sign(m.userId, m.sessionId))));

process.stdout.write(`${JSON.stringify({ port: api.port, tokensFile, adminToken: api.ctx.tokens.sign(admin.userId, admin.sessionId) })}\n`);
process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
