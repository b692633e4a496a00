import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, deleteKeys, eventually, startFakeStreamInfo, type FakeStreamInfo } from '@fanhub/testing';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers, type WorkersHandle } from '../runtime.ts';

const INTERVAL_MS = 300;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let info: FakeStreamInfo;
const prefix = `sr${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  [database, info] = await Promise.all([createTestDatabase(), startFakeStreamInfo()]);
});
afterAll(async () => {
  await Promise.all([database.close(), info.close(), deleteKeys(inject('redisUrl'), prefix)]);
});

describe('stream-poll with two worker replicas', () => {
  it('polls once per interval and announces going live once', async () => {
    const config = loadWorkersConfig({
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
      STREAM_CHANNEL: 'replica_test',
      STREAM_POLL_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
      // Never reached here: a time-out's retry (a loaded machine's stall of a second was enough)
      // is one more status request, which the count below would take for a second poll.
      STREAM_REQUEST_TIMEOUT_MS: '30000',
      STREAM_INFO_URL: info.url,
      ...info.paths,
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    info.live(9, 'Два воркера');
    const replicas: WorkersHandle[] = [];
    try {
      for (let i = 0; i < 2; i++) replicas.push(await startWorkers(config, { database, logger: createLogger(`replica-${i}`, 'silent') }));
      const statusTimes = () => info.times.filter((_, i) => info.requests[i]!.startsWith('GET /status/'));
      await eventually(() => statusTimes().length >= 8, 15_000, 50);

      const events = await database.db.select().from(outbox).where(like(outbox.type, 'stream.%'));
      expect(events.map((e) => e.type)).toEqual(['stream.went_live']);
      // Once per interval: n polls span at least n − 1 intervals, less the two ends a busy scheduler
      // can shift (two intervals of slack). Two replicas each polling on their own would fit twice
      // as many in the same span. Counting, not measuring gaps: a loaded machine only delays polls,
      // so it can make this pass sooner but never fail it (a minimum gap failed at 39 ms under load).
      const times = statusTimes();
      const spanMs = times.at(-1)! - times[0]!;
      expect(times.length - 1).toBeLessThanOrEqual(spanMs / INTERVAL_MS + 2);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });
});
