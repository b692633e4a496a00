import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { eventually } from '@fanhub/testing';
import { createRedis, redisKeys } from '@fanhub/api/runtime';

describe('workers process', () => {
  it('starts, reports its heartbeat for /api/health, and stops cleanly on SIGTERM', async () => {
    const prefix = `w${Math.random().toString(36).slice(2, 8)}:`;
    const keys = redisKeys(prefix);
    const child = spawn(path.resolve('node_modules/.bin/node'), ['workers/src/main.ts'], {
      env: {
        PATH: process.env.PATH,
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: prefix,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanhub-workers-')),
        LOG_LEVEL: 'warn',
        STREAM_INFO_URL: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const redis = createRedis(inject('redisUrl'), { name: 'test', blocking: true });
    try {
      const beat = await eventually(
        async () => {
          const found = await redis.keys(keys.workerHeartbeatPattern);
          return found.length ? JSON.parse((await redis.get(found[0]!))!) : undefined;
        },
        20_000,
        100,
      );
      expect(beat.queues).toEqual(['maintenance', 'stream', 'videos', 'notifications']);
      const scheduled = await redis.keys(`${keys.bullPrefix}:maintenance:*`);
      expect(scheduled.length).toBeGreaterThan(0);

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
      expect(await redis.keys(keys.workerHeartbeatPattern)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      redis.disconnect();
    }
  }, 40_000);
});
