import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationDeliveries, notificationSends } from '@fanhub/api/db';
import { queueNotification } from '@fanhub/api/notifications';
import { addJob, createQueue, createRedis, redisKeys } from '@fanhub/api/runtime';
import { createTestDatabase, deleteKeys, eventually, startFakePush, startFakeTelegram, type FakePush, type FakeTelegram } from '@fanhub/testing';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { liveByPush, liveByTelegram } from './live-subscribers.fixture.ts';

// A worker process killed with SIGKILL shares nothing with the test but the database: PostgreSQL only
// (PGlite lives inside one process).
const onPostgres = !!process.env.DATABASE_URL;
if (!onPostgres)
  console.info(
    'restart.test.ts: skipped on PGlite (a worker process and the test cannot share one embedded database); runs when DATABASE_URL is set (resume.test.ts covers the same recovery in process)',
  );
const TELEGRAM_MEMBERS = 30;
const PUSH_MEMBERS = 30;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let push: FakePush;
let telegram: FakeTelegram;
const prefix = `nr${randomBytes(4).toString('hex')}:`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'notify-restart-'));

beforeAll(async () => {
  if (!onPostgres) return;
  [database, push, telegram] = await Promise.all([createTestDatabase(), startFakePush({ slowMs: 150 }), startFakeTelegram()]);
});
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([database.close(), push.close(), telegram.close(), deleteKeys(inject('redisUrl'), prefix)]);
});

function startWorkerProcess(): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(path.resolve('node_modules/.bin/node'), ['workers/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://fan.example.org',
      STREAM_INFO_URL: 'http://127.0.0.1:9',
      STREAM_POLL_INTERVAL_SECONDS: '60',
      SUBSCRIPTION_RECHECK_MINUTES: '0',
      ...telegram.env,
      TELEGRAM_SEND_RATE: '5',
      PUSH_CONCURRENCY: '2',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      NODE_EXTRA_CA_CERTS: push.caFile,
      NOTIFICATION_CLAIM_TTL_SECONDS: '2',
      NOTIFICATION_SWEEP_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

describe.skipIf(!onPostgres)('a worker killed in the middle of a send', () => {
  it('is resumed after a restart: no member twice, none missed; the one Telegram request in flight is not repeated', async () => {
    const { members } = await bulkMembers(database.db, `nr${randomBytes(2).toString('hex')}`, TELEGRAM_MEMBERS + PUSH_MEMBERS);
    const chats = new Map<number, number>();
    const browsers = new Map<number, string>();
    for (const [i, m] of members.entries()) {
      if (i < TELEGRAM_MEMBERS) chats.set(m.userId, await liveByTelegram(database.db, telegram, m.userId, `tg_${m.userId}`));
      else {
        const name = `browser_${m.userId}`;
        browsers.set(m.userId, name);
        await liveByPush(database.db, push, m.userId, name);
      }
    }
    // Telegram takes the 10th chat's message and never answers: the worker is killed waiting for it.
    const hungChat = [...chats.values()][9]!;
    telegram.answerChat(hungChat, { kind: 'hang' });
    const sendId = await database.db.transaction((tx) =>
      queueNotification(tx, { topic: 'live', subjectKey: 'twitch:restart', title: 'Стрим начался', body: 'Эфир', url: '/' }),
    );
    const connection = createRedis(inject('redisUrl'), { name: 'test-queue', blocking: true });
    const queue = createQueue('notifications', { connection, prefix: redisKeys(prefix).bullPrefix });
    await addJob(queue, 'notification-send', { sendId: sendId! }, { jobId: `notification-send-${sendId}` });

    const first = startWorkerProcess();
    try {
      await eventually(
        () => {
          // From the 4th push on the service answers slowly, so the kill lands among the pushes
          // however busy the machine is (a fast run had sent all 30 before Telegram hung).
          if (push.received.length >= 4) push.state.slowMs = 1000;
          return telegram.sendStats.hanging === 1 && push.received.length >= 4;
        },
        30_000,
        20,
      );
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
      push.state.slowMs = 150;
    }
    // What the dead worker left: pushes the service took whose rows were not closed yet (their
    // answers were still in the closer's group, or never came back) are the ones it will repeat.
    await eventually(() => push.state.inFlight === 0, 5_000, 10);
    const unclosed = await database.db
      .select({ userId: notificationDeliveries.userId })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.sendId, sendId!), eq(notificationDeliveries.channel, 'push'), eq(notificationDeliveries.status, 'sending')));
    const takenNotClosed = unclosed.filter((r) => push.to(browsers.get(r.userId)!).length > 0).length;
    const telegramAtKill = telegram.sent.length;
    const pushAtKill = push.received.length;
    expect(telegramAtKill).toBeLessThan(TELEGRAM_MEMBERS);
    expect(pushAtKill).toBeLessThan(PUSH_MEMBERS);

    telegram.answerChat(hungChat, null);
    const second = startWorkerProcess();
    try {
      await eventually(
        async () => {
          const [send] = await database.db.select().from(notificationSends).where(eq(notificationSends.id, sendId!));
          return send?.finishedAt;
        },
        60_000,
        100,
      );
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
      await queue.close();
      connection.disconnect();
    }

    const rows = await database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.sendId, sendId!));
    const interrupted = new Set(rows.filter((r) => r.error?.startsWith('interrupted')).map((r) => r.userId));
    // Telegram: nobody twice. The hung chat's message was received before the kill and is not sent
    // again (its row is closed as interrupted); every other member got theirs exactly once. A request
    // the kill cut before Telegram saw it would also be closed as interrupted (at most once, by design).
    const hungMember = [...chats].find(([, c]) => c === hungChat)![0];
    expect(interrupted.has(hungMember)).toBe(true);
    expect(telegram.sentTo(hungChat)).toHaveLength(1);
    for (const [userId, chatId] of chats) {
      const got = telegram.sentTo(chatId).length;
      if (interrupted.has(userId)) expect(got, `member ${userId}`).toBeLessThanOrEqual(1);
      else expect(got, `member ${userId}`).toBe(1);
    }
    // Push: every browser shows it once — a push taken but not closed at the kill is sent again with the
    // same Topic and tag, so the push service and the browser replace rather than add; exactly those repeat.
    for (const [userId, name] of browsers) {
      const got = push.to(name);
      expect(got.length, `member ${userId}`).toBeGreaterThanOrEqual(1);
      expect(new Set(got.map((g) => `${g.topic}|${String(g.payload.tag)}`)).size, `member ${userId}`).toBe(1);
    }
    expect(push.received.length - PUSH_MEMBERS).toBe(takenNotClosed);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(TELEGRAM_MEMBERS + PUSH_MEMBERS - interrupted.size);
  });
});
