import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationSends } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { queueNotification } from '@fanhub/api/notifications';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, startFakePush, startFakeTelegram, useFake } from '@fanhub/testing';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { claimBatch, markInFlight, startSend } from './deliveries.ts';
import { liveByPush, liveByTelegram } from './live-subscribers.fixture.ts';
import { runSend } from './send.ts';

const push = useFake(() => startFakePush());
const telegram = useFake(() => startFakeTelegram());
const database = useFake(async () => Object.assign(await createTestDatabase(), { close: async () => undefined }));

function context(): JobContext {
  push.trust();
  const config = loadWorkersConfig({
    ...telegram.env,
    PUBLIC_URL: 'https://fan.example.org',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    NOTIFICATION_CLAIM_TTL_SECONDS: '1',
    TELEGRAM_SEND_RATE: '30',
  });
  return { db: database.db, outbox: createOutbox(database.db), logger: createLogger('test', 'silent'), config };
}

/**
 * What a worker killed mid-send leaves behind, made as it would make it (the same claim and
 * in-flight steps), then picked up by the next job — the in-process counterpart of restart.test.ts,
 * which SIGKILLs a worker process (PostgreSQL only).
 */
describe('a send left behind by a dead worker', () => {
  it('is resumed: claimed rows sent once, the Telegram request in flight closed as interrupted, nothing twice', async () => {
    const ctx = context();
    const { members } = await bulkMembers(ctx.db, 'resume', 8);
    const chats = new Map<number, number>();
    const browsers = new Map<number, string>();
    for (const [i, m] of members.entries()) {
      if (i < 4) chats.set(m.userId, await liveByTelegram(ctx.db, telegram, m.userId, `resume_${m.userId}`));
      else {
        browsers.set(m.userId, `resume_${m.userId}`);
        await liveByPush(ctx.db, push, m.userId, `resume_${m.userId}`);
      }
    }
    const sendId = (await ctx.db.transaction((tx) =>
      queueNotification(tx, { topic: 'live', subjectKey: 'twitch:resume', title: 'Стрим начался', body: 'Эфир', url: '/' }),
    ))!;

    // The dead worker: it started the send, claimed two Telegram rows and two push rows, and had sent
    // the first Telegram message (Telegram got it; the answer never came back) when it died.
    await startSend(ctx, sendId);
    const tg = await claimBatch(ctx.db, sendId, 'telegram', 2, 60);
    const pushed = await claimBatch(ctx.db, sendId, 'push', 2, 60);
    const [inFlight] = tg.rows;
    expect(await markInFlight(ctx.db, inFlight!, tg.claim)).toBe(true);
    await fetch(`${telegram.env.TELEGRAM_API_URL}/bot${telegram.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chats.get(inFlight!.userId), text: 'Стрим начался' }),
    });
    // Its claims gave no sign of life for longer than the TTL now (as after a restart).
    await ctx.db
      .update(notificationDeliveries)
      .set({ aliveAt: sql`now() - interval '1 minute'` })
      .where(and(eq(notificationDeliveries.sendId, sendId), sql`${notificationDeliveries.status} in ('sending', 'in_flight')`));
    expect(tg.rows).toHaveLength(2);
    expect(pushed.rows).toHaveLength(2);

    const result = await runSend(ctx, { sendId });
    expect(result).toMatchObject({ finished: true, left: 0, sent: 7, failed: 1 });
    for (const [userId, chatId] of chats) expect(telegram.sentTo(chatId), `member ${userId}`).toHaveLength(1);
    for (const [userId, name] of browsers) expect(push.to(name), `member ${userId}`).toHaveLength(1);
    const [row] = await ctx.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.sendId, sendId), eq(notificationDeliveries.userId, inFlight!.userId)));
    expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('interrupted') });
    const [send] = await ctx.db.select().from(notificationSends).where(eq(notificationSends.id, sendId));
    expect(send).toMatchObject({ total: 8, sent: 7, failed: 1 });
    // A job that comes later (the sweep, a retry) finds nothing left to do.
    expect(await runSend(ctx, { sendId })).toMatchObject({ sent: 7, failed: 1, left: 0 });
    expect(telegram.sent).toHaveLength(4);
  });
});
