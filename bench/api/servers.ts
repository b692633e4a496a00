/**
 * Child process of bench/api: starts OUR API (full stack: JWT check + session cache) and the
 * ANCHOR (a bare Express route answering the same JSON) on two ports, creates one signed-in user,
 * and prints {ours, anchor, token} as one JSON line. Runs on Node 24 (type stripping) or on
 * Node 20 (with tsx as the loader), pinned to one core by the parent.
 */
import express from 'express';
import { startBenchApi } from '../bench-api.ts';

const redisUrl = process.argv[2] ?? 'redis://127.0.0.1:6379';
const { api } = await startBenchApi({ redisUrl, redisPrefix: `bench${process.pid}:`, dataDirPrefix: 'fanhub-bench-' });
const base = `http://127.0.0.1:${api.port}/api/v1/auth`;
const creds = { email: 'bench@example.org', password: 'bench password', username: 'bench' };
await fetch(`${base}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) });
const login = (await (
  await fetch(`${base}/login`, { method: 'POST', body: new URLSearchParams({ username: creds.email, password: creds.password }) })
).json()) as { access_token: string };
const me = await (await fetch(`${base}/me`, { headers: { authorization: `Bearer ${login.access_token}` } })).json();

const anchor = express();
anchor.disable('x-powered-by');
anchor.get('/api/v1/auth/me', (_req, res) => {
  res.json(me);
});
const anchorServer = anchor.listen(0, '127.0.0.1');
await new Promise((r) => anchorServer.once('listening', r));

process.stdout.write(
  `${JSON.stringify({ ours: api.port, anchor: (anchorServer.address() as { port: number }).port, token: login.access_token, node: process.version })}\n`,
);
process.on('SIGTERM', () => {
  anchorServer.close();
  void api.close().then(() => process.exit(0));
});
