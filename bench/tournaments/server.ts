/**
 * Child process of bench/tournaments: starts OUR API (full stack, PGlite in a temp DATA_DIR unless
 * DATABASE_URL is set), makes an admin and `count` members with a session each in bulk in its
 * database, and prints {port, adminToken, members: [{userId, token}]} as one JSON line. The teams,
 * tournaments and every match are then made through the API by the bench.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, startApi } from '@fanhub/api';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';

const redisUrl = process.argv[2] ?? 'redis://127.0.0.1:6379';
const count = Number(process.argv[3] ?? 128);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-bench-tournaments-'));
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
  REDIS_PREFIX: `bencht${process.pid}:`,
  SERVE_WEB: false,
};
const api = await startApi(config);
// A prefix of its own per run: on a shared PostgreSQL database the names of an earlier run stay taken.
const { admin, members } = await bulkMembers(api.ctx.db, `bt${process.pid}`, count);
const sign = (m: { userId: number; sessionId: string }) => api.ctx.tokens.sign(m.userId, m.sessionId);

process.stdout.write(`${JSON.stringify({ port: api.port, adminToken: sign(admin), members: members.map((m) => ({ userId: m.userId, token: sign(m) })) })}\n`);
process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
