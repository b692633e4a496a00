import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, VERIFY_TEXT } from '@fanhub/shared';
import { enqueueSend, queueNotification } from '@fanhub/api/notifications';
import { createLogger } from '@fanhub/api/runtime';
import { bearer, eventually, startFakePush, startFakeTelegram, useFake, useTestApi } from '@fanhub/testing';
import { notifiedMember } from '@fanhub/testing/notify-fixtures.ts';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers, type WorkersHandle } from '../runtime.ts';

/** Low, so that a few messages show whether the bot's replies and a send share it. */
const RATE = 4;
const MEMBERS = 12;
const VERIFYING = 8;

const push = useFake(() => startFakePush());
const telegram = useFake(() => startFakeTelegram());
const a = useTestApi(() => ({ ...telegram.env }));

let workers: WorkersHandle | undefined;
beforeAll(async () => {
  const config = loadWorkersConfig({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: a.api.ctx.keys.prefix,
    JWT_SECRET: a.config.JWT_SECRET,
    ...telegram.env,
    TELEGRAM_SEND_RATE: String(RATE),
    TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
    SHUTDOWN_TIMEOUT_MS: '2000',
  });
  // One worker process: the notification jobs and the Telegram bot, as the install runs them.
  workers = await startWorkers(config, { database: a.database, logger: createLogger('workers', 'silent') });
});
afterAll(() => workers?.close());

/**
 * The least time `count` messages can take from `since` when every one needs its own slot of
 * 1000/RATE ms: the slots are distinct, the first no earlier than the one `since` falls in, so the
 * last one's slot starts more than (count − 2) slots after `since`, and a message arrives after its
 * slot. A loaded machine only delays arrivals, so this bound cannot fail by chance (the busiest
 * second at the receiver could: a delayed message lands beside the next one); two limiters, or two
 * messages in a slot, finish in about half of it.
 */
const leastSpanMs = (count: number) => (count - 2) * (1000 / RATE);

describe('the Telegram rate (TELEGRAM_SEND_RATE)', () => {
  it("is shared by a send and the verification bot's replies running at once", async () => {
    const opted = await Promise.all(
      Array.from({ length: MEMBERS }, () => notifiedMember(a, { push, telegram }, { telegram: true, choices: { schedule: { push: false, telegram: true } } })),
    );
    const verifying = await Promise.all(
      Array.from({ length: VERIFYING }, async (_, i) => {
        const member = await a.signedInUser();
        const res = await a.http().post('/api/v1/telegram/verify/request').set(bearer(member.token)).send({}).expect(200);
        const name = `rate_tg_${i}`;
        telegram.join(name);
        return { name, link: res.body.verification_link as string };
      }),
    );

    const since = Date.now();
    const sendId = await a.api.ctx.outbox.transact((tx) =>
      queueNotification(tx, { topic: 'schedule', subjectKey: 'rate-test', title: 'Расписание обновлено', body: 'Новый стрим в пятницу', url: '/schedule' }),
    );
    await enqueueSend(workers!.queues.get(JOBS['notification-send'].queue)!, sendId!);
    // The send is under way: now every verifying member presses Start.
    await eventually(() => telegram.sent.length > 0, 10_000, 10);
    for (const v of verifying) telegram.pressStart(v.name, v.link);

    const replies = () => verifying.filter((v) => telegram.sentTo(telegram.user(v.name).id).some((m) => m.text.startsWith(VERIFY_TEXT.telegram.success)));
    await eventually(() => replies().length === VERIFYING && opted.every((m) => telegram.sentTo(m.chatId!).length === 1), 20_000, 50);
    expect(telegram.sent).toHaveLength(MEMBERS + VERIFYING);
    // One message per slot of 1000/RATE ms, the send's and the replies' slots taken from one set.
    expect(Math.max(...telegram.sent.map((m) => m.at)) - since).toBeGreaterThan(leastSpanMs(MEMBERS + VERIFYING));
    expect(telegram.sendStats.tooMany).toBe(0);
  });
});
