import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox, systemAlerts } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, deleteKeys, eventually } from '@fanhub/testing';
import { loadWorkersConfig } from './config.ts';
import { startWorkers } from './runtime.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const prefix = `al${randomBytes(4).toString('hex')}:`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-alerts-'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all([database.close(), deleteKeys(inject('redisUrl'), prefix)]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a job that uses its last attempt', () => {
  it('raises one system.alert for the admins; the next run that works emits system.recovered', async () => {
    // The video directory is a file: the mirror run cannot create it and fails.
    const blocked = path.join(dataDir, 'not-a-dir');
    writeFileSync(blocked, '');
    const config = (videoDir: string) =>
      loadWorkersConfig({
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        VIDEO_DIR: videoDir,
        STREAM_INFO_URL: 'http://127.0.0.1:9', // loopback only; the stream poll's alert is not this test's
        SHUTDOWN_TIMEOUT_MS: '2000',
      });
    const alertsOf = async () =>
      (await database.db.select().from(outbox).where(like(outbox.type, 'system.%')))
        .map((r) => r.event as { type: string; payload: { source: string } })
        .filter((e) => e.payload.source === 'job:video-mirror');

    let workers = await startWorkers(config(blocked), { database, logger: createLogger('alerts', 'silent') });
    try {
      const videos = workers.queues.get('videos')!;
      await videos.add('video-mirror', { reason: 'admin' }, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
      await eventually(async () => (await alertsOf()).length === 1, 10_000, 50);
      await videos.add('video-mirror', { reason: 'admin' }, { attempts: 1 });
      const [row] = await eventually(async () => {
        const rows = await database.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'job:video-mirror'));
        return rows[0]?.failures === 2 ? rows : undefined;
      });
      expect(row).toMatchObject({ title: 'Фоновая задача video-mirror', message: expect.stringMatching(/EEXIST|ENOTDIR/) });
      // Only the last attempt of a job counts as a failure: two jobs, three attempts, two failures.
      const [alert] = await alertsOf();
      expect(alert).toMatchObject({ type: 'system.alert', payload: { source: 'job:video-mirror', title: 'Фоновая задача video-mirror' } });
    } finally {
      await workers.close();
    }

    workers = await startWorkers(config(path.join(dataDir, 'videos')), { database, logger: createLogger('alerts', 'silent') });
    try {
      await workers.queues.get('videos')!.add('video-mirror', { reason: 'admin' });
      await eventually(async () => (await alertsOf()).length === 2, 10_000, 50);
      expect((await alertsOf())[1]).toMatchObject({ type: 'system.recovered', payload: { source: 'job:video-mirror', failures: 2 } });
      expect(await database.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'job:video-mirror'))).toEqual([]);
    } finally {
      await workers.close();
    }
  });
});
