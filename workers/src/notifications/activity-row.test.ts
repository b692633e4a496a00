import { describe, expect, it } from 'vitest';
import { userActions } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { queueNotification } from '@fanhub/api/notifications';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, startFakePush, startFakeTelegram, useFake } from '@fanhub/testing';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { liveByPush, liveByTelegram } from './live-subscribers.fixture.ts';
import { runSend } from './send.ts';

const push = useFake(() => startFakePush());
const telegram = useFake(() => startFakeTelegram());
const database = useFake(async () => Object.assign(await createTestDatabase(), { close: async () => undefined }));

function context(): JobContext {
  push.trust();
  const config = loadWorkersConfig({ ...telegram.env, PUBLIC_URL: 'https://fan.example.org', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', TELEGRAM_SEND_RATE: '30' });
  return { db: database.db, outbox: createOutbox(database.db), logger: createLogger('test', 'silent'), config };
}

const queue = (ctx: JobContext, subjectKey: string, title: string) =>
  ctx.db.transaction((tx) => queueNotification(tx, { topic: 'live', subjectKey, title, body: 'Эфир', url: '/' }));

/** The activity log's rows about sends, oldest first. */
const sendRows = async (ctx: JobContext) =>
  (await ctx.db.select().from(userActions).orderBy(userActions.id)).filter((r) => r.eventType?.startsWith('notification.'));

describe('a mailing in the activity log', () => {
  it('is one row, written when it finishes, with its final counts; none for a mailing that reaches nobody', async () => {
    const ctx = context();
    // Nobody has opted in yet: the send finishes without a recipient, and the log says nothing.
    const empty = (await queue(ctx, 'twitch:empty', 'Пустая рассылка'))!;
    expect(await runSend(ctx, { sendId: empty })).toMatchObject({ finished: true, sent: 0, failed: 0 });
    expect(await sendRows(ctx)).toEqual([]);

    // Three by Telegram (one has blocked the bot) and two browsers.
    const { members } = await bulkMembers(ctx.db, 'mailing', 5);
    for (const [i, m] of members.entries()) {
      if (i < 3) {
        const chatId = await liveByTelegram(ctx.db, telegram, m.userId, `mailing_${m.userId}`);
        if (i === 2) telegram.answerChat(chatId, { kind: '403' });
      } else await liveByPush(ctx.db, push, m.userId, `mailing_${m.userId}`);
    }
    const sendId = (await queue(ctx, 'twitch:full', 'Стрим начался'))!;
    expect(await runSend(ctx, { sendId })).toMatchObject({ finished: true, sent: 4, failed: 1 });
    const rows = await sendRows(ctx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'notification.send_finished', userId: null, actionType: 'other' });
    expect(rows[0]!.actionDetails).toMatch(/^Рассылка «Стрим начался»: доставлено 4 из 5, Telegram 2, ошибок 1 \(\d+ с\)$/);

    // A job that comes later (the sweep, a retry) writes no second row.
    await runSend(ctx, { sendId });
    expect(await sendRows(ctx)).toHaveLength(1);
  });
});
