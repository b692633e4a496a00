import { describe, expect, inject, it } from 'vitest';
import { installId } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, startTestApi } from '@fanhub/testing';
import { loadWorkersConfig } from './config.ts';
import { startWorkers } from './runtime.ts';

describe("workers given another install's REDIS_PREFIX", () => {
  it('refuse to start, naming both install ids, before touching its queues or heartbeats', async () => {
    const owner = await startTestApi();
    const other = await createTestDatabase();
    try {
      const prefix = owner.api.ctx.keys.prefix;
      const redis = owner.api.ctx.redis;
      // The owner's API opens its own queue at start (the go-live warm-up): what the refused workers
      // must not add is anything beyond the owner's keys.
      const ownersQueueKeys = (await redis.keys(`${prefix}bull:*`)).sort();
      const config = loadWorkersConfig({
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: prefix,
        STREAM_INFO_URL: 'http://127.0.0.1:9',
        SHUTDOWN_TIMEOUT_MS: '2000',
      });
      const refused = await startWorkers(config, { database: other, logger: createLogger('other-install', 'silent') }).then(
        (w) => w.close().then(() => undefined),
        (err: unknown) => err as Error,
      );
      expect(refused?.message).toContain(`belongs to install ${owner.api.ctx.keys.install}; this is install ${await installId(other.db)}.`);
      expect((await redis.keys(`${prefix}bull:*`)).sort()).toEqual(ownersQueueKeys);
      expect(await redis.keys(owner.api.ctx.keys.workerHeartbeatPattern)).toEqual([]);
    } finally {
      await other.close();
      await owner.close();
    }
  });
});
