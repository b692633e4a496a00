import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_TEXT } from '@fanhub/shared';
import { systemAlerts, telegramBotState, telegramLinkTokens, telegramReplies } from '@fanhub/api/db';
import { createLogger, createRedis } from '@fanhub/api/runtime';
import { collect, eventually, everythingDelivered, startFakeTelegram, useFake, useTestApi } from '@fanhub/testing';
import { loadWorkersConfig } from '../config.ts';
import { startTelegramBot } from './telegram-poller.ts';
import { recheckSubscriptions } from './recheck.ts';

const tg = useFake(() => startFakeTelegram());
const t = useTestApi(() => ({ ...tg.env, TELEGRAM_POLL_TIMEOUT_SECONDS: 1 }));
const bots: { close(): Promise<void>; holding(): boolean }[] = [];
afterAll(async () => {
  await Promise.all(bots.map((b) => b.close()));
});

/** A worker replica's bot, on the API's database and Redis prefix (as the all-in-one process runs it). */
function startBot(env: Record<string, string> = {}, timing: Parameters<typeof startTelegramBot>[1] = {}) {
  const config = loadWorkersConfig({
    REDIS_URL: t.config.REDIS_URL,
    JWT_SECRET: t.config.JWT_SECRET,
    ...tg.env,
    ...env,
    TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
    SUBSCRIPTION_RECHECK_SPACING_MS: '0',
  });
  const ctx = { db: t.db, outbox: t.api.ctx.outbox, logger: createLogger('test', 'silent'), config };
  const bot = startTelegramBot({ ...ctx, redis: createRedis(config.REDIS_URL, { name: 'test-telegram' }), keys: t.api.ctx.keys }, timing);
  bots.push(bot);
  return Object.assign(bot, { ctx });
}
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
async function requestLink(token: string): Promise<string> {
  const res = await t.http().post('/api/v1/telegram/verify/request').set(auth(token)).send({}).expect(200);
  return res.body.verification_link as string;
}
/** The bot's answers stored and not yet taken by Telegram, to one chat. */
const unsent = (chatId: number) => t.db.select().from(telegramReplies).where(eq(telegramReplies.chatId, chatId));
const status = async (token: string, id: number) => (await t.http().get(`/api/v1/telegram/verify/status/${id}`).set(auth(token)).expect(200)).body;

describe('Telegram verification through the bot', () => {
  let bot: ReturnType<typeof startBot>;
  beforeAll(() => {
    bot = startBot();
  });

  it('a deep link with a single-use token; Start by a channel member completes live for that member and the admins only', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    const link = await requestLink(a.token);
    expect(link).toMatch(/^https:\/\/t\.me\/dedushka_fan_bot\?start=[A-Za-z0-9_-]{20,64}$/);
    expect(await status(a.token, a.id)).toMatchObject({ is_verified: false, verification_link: link });
    const seenA = collect(await t.socket(a.token), 'verification.completed');
    const socketB = await t.socket(b.token);
    const seenB = collect(socketB, 'verification.completed');
    const seenAdmin = collect(await t.socket(admin.token), 'verification.completed');

    tg.join('anna_tg');
    tg.pressStart('anna_tg', link);
    await eventually(() => seenA.length === 1, 3000, 10);
    expect(seenA[0]!.payload).toMatchObject({ userId: a.id, provider: 'telegram', account: 'anna_tg' });
    await eventually(() => seenAdmin.some((e) => e.payload.userId === a.id));
    await everythingDelivered(t, admin.token, [socketB]);
    expect(seenB).toEqual([]);
    expect(await status(a.token, a.id)).toMatchObject({ is_verified: true, telegram_username: 'anna_tg', verification_link: null });
    await eventually(() => tg.sent.some((m) => m.chat_id === tg.user('anna_tg').id && m.text.startsWith(VERIFY_TEXT.telegram.success)));

    // The same link again (replayed) is refused, and so is a link of another member for this account.
    tg.pressStart('anna_tg', link);
    await eventually(() => tg.sent.filter((m) => m.text === VERIFY_TEXT.telegram.badLink).length === 1);
    const failedB = collect(await t.socket(b.token), 'verification.failed');
    tg.pressStart('anna_tg', await requestLink(b.token));
    await eventually(() => failedB.length === 1);
    expect(failedB[0]!.payload.message).toBe(VERIFY_TEXT.telegram.otherMember);
    expect((await status(b.token, b.id)).is_verified).toBe(false);
  });

  it('an expired link is refused and the member told; a non-member is told to join', async () => {
    const m = await t.signedInUser();
    const failed = collect(await t.socket(m.token), 'verification.failed');
    const link = await requestLink(m.token);
    await t.db
      .update(telegramLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkTokens.userId, m.id));
    tg.pressStart('late_tg', link);
    await eventually(() => failed.length === 1);
    expect(failed[0]!.payload).toMatchObject({ reason: 'link_expired', message: VERIFY_TEXT.telegram.badLink });
    tg.pressStart('late_tg', await requestLink(m.token)); // not in the channel
    await eventually(() => failed.length === 2);
    expect(failed[1]!.payload.message).toBe(VERIFY_TEXT.telegram.notMember);
    // Told in Telegram too, both answers in order (the second waits out the chat's 2 s window).
    await eventually(() => tg.sentTo(tg.user('late_tg').id).length === 2, 5000);
    expect(tg.sentTo(tg.user('late_tg').id).map((m) => m.text)).toEqual([VERIFY_TEXT.telegram.badLink, VERIFY_TEXT.telegram.notMember]);
  });

  it('a member who leaves the channel loses the verification at once (chat_member), with the toast text; points withdrawn', async () => {
    const m = await t.signedInUser();
    tg.join('leaver_tg');
    tg.pressStart('leaver_tg', await requestLink(m.token));
    await eventually(async () => (await status(m.token, m.id)).is_verified);
    const revoked = collect(await t.socket(m.token), 'verification.revoked');
    tg.leave('leaver_tg');
    await eventually(() => revoked.length === 1, 3000);
    expect(revoked[0]!.payload).toMatchObject({ provider: 'telegram', message: 'Вы отписались от канала! Дед вас накажет!' });
    await eventually(() => tg.sentTo(tg.user('leaver_tg').id).some((m) => m.text === VERIFY_TEXT.telegram.unsubscribed), 5000);
    const me = (await t.http().get('/api/v1/auth/me').set(auth(m.token)).expect(200)).body;
    expect(me).toMatchObject({ telegram_verified: false, level_points: 0 });
  });

  it('status is for the member or an admin only; the request is for oneself only', async () => {
    const m = await t.signedInUser();
    const other = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    expect((await t.http().get(`/api/v1/telegram/verify/status/${m.id}`).set(auth(other.token))).status).toBe(403);
    expect((await t.http().get(`/api/v1/telegram/verify/status/${m.id}`).set(auth(admin.token))).status).toBe(200);
    expect((await t.http().get(`/api/v1/telegram/verify/status/${m.id}`)).status).toBe(401);
    expect((await t.http().post('/api/v1/telegram/verify/request').set(auth(m.token)).send({ user_id: other.id })).status).toBe(403);
  });

  it('stopped between two updates and started again: each update applied exactly once', async () => {
    await bot.close();
    const [x, y] = [await t.signedInUser(), await t.signedInUser()];
    tg.join('x_tg');
    tg.join('y_tg');
    const before = (await t.db.select().from(telegramBotState))[0]!.nextUpdateId;
    tg.pressStart('x_tg', await requestLink(x.token));
    // Offset stored before the restart; Telegram still holds everything not confirmed.
    bot = startBot();
    await eventually(async () => (await status(x.token, x.id)).is_verified, 5000);
    await bot.close();
    tg.pressStart('y_tg', await requestLink(y.token));
    bot = startBot();
    await eventually(async () => (await status(y.token, y.id)).is_verified, 5000);
    // A repeat would come from the restarted bot's own next getUpdates: two more polls begun means
    // the one after y's update returned and was handled; then every stored answer has been taken.
    const polls = tg.state.polls;
    await eventually(() => tg.state.polls >= polls + 2, 5000);
    await eventually(async () => (await unsent(tg.user('x_tg').id)).length + (await unsent(tg.user('y_tg').id)).length === 0, 5000);
    // Counted per chat: replies of earlier tests may still be waiting out their chat's 2 s window.
    const texts = (username: string) => tg.sentTo(tg.user(username).id).map((m) => m.text);
    expect(texts('x_tg')).toEqual([expect.stringContaining(VERIFY_TEXT.telegram.success)]);
    expect(texts('y_tg')).toEqual([expect.stringContaining(VERIFY_TEXT.telegram.success)]);
    const after = (await t.db.select().from(telegramBotState))[0]!.nextUpdateId;
    expect(after).toBeGreaterThan(before);
    const awards = (await t.http().get('/api/v1/auth/me').set(auth(x.token))).body.level_points;
    expect(awards).toBe(100);
  });

  it('an answer the stopped worker had not sent yet is sent by the next one, once', async () => {
    await bot.close();
    bot = startBot({}, { drainMs: 100 });
    const m = await t.signedInUser();
    tg.join('slow_tg');
    const chat = tg.user('slow_tg').id;
    tg.answerChat(chat, { kind: '429', retryAfter: 2, times: 1 }); // the first try is refused: the answer waits
    const refusedBefore = tg.sendStats.tooMany;
    tg.pressStart('slow_tg', await requestLink(m.token));
    await eventually(async () => (await status(m.token, m.id)).is_verified, 5000);
    await eventually(() => tg.sendStats.tooMany > refusedBefore, 5000);
    await bot.close(); // stops while its answer waits out the 429
    expect(tg.sentTo(chat)).toEqual([]);
    expect(await unsent(chat)).toHaveLength(1);

    bot = startBot({}, { leftoverAfterMs: 0 });
    await eventually(() => tg.sentTo(chat).length === 1, 8000);
    expect(tg.sentTo(chat)[0]!.text).toContain(VERIFY_TEXT.telegram.success);
    await eventually(async () => (await unsent(chat)).length === 0);
    // The stopped bot gave its retry up before close() resolved (drain): nothing of it can come later.
    expect(tg.sentTo(chat)).toHaveLength(1);
    tg.answerChat(chat, null);
  });

  it('an answer Telegram refuses for good (the member blocked the bot) is dropped; the verification stands', async () => {
    const m = await t.signedInUser();
    tg.join('blocker_tg');
    const chat = tg.user('blocker_tg').id;
    tg.answerChat(chat, { kind: '403' });
    tg.pressStart('blocker_tg', await requestLink(m.token));
    await eventually(async () => (await status(m.token, m.id)).is_verified, 5000);
    await eventually(async () => (await unsent(chat)).length === 0, 5000);
    expect(tg.sentTo(chat)).toEqual([]);
    tg.answerChat(chat, null);
  });

  it('two worker replicas: one getUpdates consumer at a time, no 409 from Telegram', async () => {
    const second = startBot();
    const conflictsBefore = tg.state.conflicts;
    const m = await t.signedInUser();
    tg.join('two_tg');
    tg.pressStart('two_tg', await requestLink(m.token));
    await eventually(async () => (await status(m.token, m.id)).is_verified, 5000);
    // Several long-poll rounds (1 s each) with both replicas up: overlap, if any, needs rounds to show.
    const polls = tg.state.polls;
    await eventually(() => tg.state.polls >= polls + 3, 8000);
    expect(tg.state.conflicts).toBe(conflictsBefore);
    expect(tg.state.maxConcurrentPolls).toBe(1);
    expect([bot.holding(), second.holding()].filter(Boolean)).toHaveLength(1);
  });

  it('subscription-recheck finds a member who left while the bot was away', async () => {
    await bot.close();
    const m = await t.signedInUser();
    tg.join('quiet_tg');
    tg.pressStart('quiet_tg', await requestLink(m.token));
    const checker = startBot();
    await eventually(async () => (await status(m.token, m.id)).is_verified, 5000);
    await Promise.all(bots.map((b) => b.close()));
    tg.state.botIsAdmin = false; // no chat_member update reaches the bot…
    tg.leave('quiet_tg');
    tg.state.botIsAdmin = true; // …but getChatMember tells the truth at the next recheck
    const revoked = collect(await t.socket(m.token), 'verification.revoked');
    const counts = await recheckSubscriptions(checker.ctx);
    expect(counts.revoked).toBeGreaterThanOrEqual(1);
    await eventually(() => revoked.length === 1);
    expect((await status(m.token, m.id)).is_verified).toBe(false);
  });

  it('a Bot API that stops answering is one alert for the admins after a few failed polls; the first poll that works clears it', async () => {
    await Promise.all(bots.map((b) => b.close()));
    const admin = await t.signedInUser({ admin: true });
    const told = collect(await t.socket(admin.token), 'system.alert');
    const back = collect(await t.socket(admin.token), 'system.recovered');
    const down = startBot({ TELEGRAM_API_URL: 'http://127.0.0.1:9' }); // nothing listens there
    await eventually(() => told.length === 1, 10_000);
    expect(told[0]!.payload).toMatchObject({ source: 'telegram', title: 'Telegram-бот', message: expect.stringMatching(/^getUpdates: /) });
    await down.close();
    startBot();
    await eventually(() => back.length === 1, 5000);
    expect(back[0]!.payload).toMatchObject({ source: 'telegram', failures: 1 });
    expect(await t.db.select().from(systemAlerts)).toEqual([]);
    expect(told).toHaveLength(1);
  });
});
