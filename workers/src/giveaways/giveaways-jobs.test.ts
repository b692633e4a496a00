import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QueueName } from '@fanhub/shared';
import { notificationPreferences, notificationSends, outbox, users } from '@fanhub/api/db';
import { winnerNotifyJobId } from '@fanhub/api/giveaways';
import { createLogger, createQueue } from '@fanhub/api/runtime';
import { bearer, buildAdmin, buildUser, startFakeTelegram, useFake, useTestApi } from '@fanhub/testing';
import { buildGiveaway, enterAs } from '@fanhub/testing/giveaway-fixtures.ts';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { HANDLERS } from '../registry.ts';

const telegram = useFake(() => startFakeTelegram());
const t = useTestApi();

function jobContext(): JobContext {
  const queue = createQueue('maintenance', { connection: t.api.ctx.redis, prefix: t.api.ctx.keys.bullPrefix });
  return {
    db: t.db,
    outbox: t.api.ctx.outbox,
    logger: createLogger('test', 'silent'),
    config: loadWorkersConfig({ ...telegram.env, PUBLIC_URL: 'https://fan.example.org' }),
    queues: new Map<QueueName, typeof queue>([['maintenance', queue]]),
  };
}

describe('giveaways-draw and giveaway-winner-notify', () => {
  it('draws a due giveaway once across concurrent runs, and the bot tells the winner once', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { title: 'Месячный розыгрыш', prize: '4 000 ₽' });
    const winner = await buildUser(t);
    await enterAs(t, winner, g.id);
    const chat = telegram.user(`winner_${winner.id}`);
    await t.db
      .update(users)
      .set({ telegramVerified: true, telegramId: String(chat.id) })
      .where(eq(users.id, winner.id));
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);

    // Two replicas' runs at once: one draws, the other finds it drawn.
    const [one, two] = [jobContext(), jobContext()];
    const runs = await Promise.all([HANDLERS['giveaways-draw'](one, {}), HANDLERS['giveaways-draw'](two, {})]);
    expect((runs as { drawn: number }[]).reduce((n, r) => n + r.drawn, 0)).toBe(1);
    const drawnEvents = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'giveaway.drawn')));
    expect(drawnEvents.filter((e) => (e.event as { payload: { giveawayId: number } }).payload.giveawayId === g.id)).toHaveLength(1);
    // A third run has nothing to do.
    expect(await HANDLERS['giveaways-draw'](one, {})).toEqual({ drawn: 0, waiting: 0, replaced: 0 });

    // The winner's message was enqueued under its fixed id.
    const job = await one.queues!.get('maintenance')!.getJob(winnerNotifyJobId(g.id, winner.id));
    expect(job?.data).toEqual({ giveawayId: g.id, userId: winner.id });
    // The winner opted in to hear of a win on Telegram: the job queues one giveaway_won send for them.
    await t.db.insert(notificationPreferences).values({ userId: winner.id, giveawayWonTelegram: true });
    expect(await HANDLERS['giveaway-winner-notify'](one, job!.data)).toEqual({ sent: 1 });
    expect(await HANDLERS['giveaway-winner-notify'](one, job!.data)).toEqual({ sent: 0 }); // a retried job queues nothing more
    const sends = await t.db.select().from(notificationSends).where(eq(notificationSends.topic, 'giveaway_won'));
    expect(sends.map((s) => s.subjectKey)).toEqual([`${g.id}:${winner.id}`]);
    await HANDLERS['notification-send'](one, { sendId: sends[0]!.id });
    const sent = telegram.sent.filter((m) => m.chat_id === chat.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Вы выиграли!');
    expect(sent[0]!.text).toContain('Розыгрыш «Месячный розыгрыш»: 4 000 ₽');
    // The link leads to «Мои розыгрыши» with this win picked out, where it is claimed.
    expect(sent[0]!.text).toContain(`https://fan.example.org/profile/giveaways?giveaway=${g.id}`);
    expect(sent[0]!.text).toContain('в разделе «Мои розыгрыши»');
    expect(sent[0]!.text).toContain('https://fan.example.org/profile/settings');
    for (const q of [one, two]) await q.queues!.get('maintenance')!.close();
  });

  it('tells nobody who did not opt in (the in-app notice does not depend on it)', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const winner = await buildUser(t);
    await enterAs(t, winner, g.id);
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    const ctx = jobContext();
    await HANDLERS['giveaways-draw'](ctx, {});
    const before = telegram.sent.length;
    await HANDLERS['giveaway-winner-notify'](ctx, { giveawayId: g.id, userId: winner.id });
    const [send] = await t.db
      .select()
      .from(notificationSends)
      .where(and(eq(notificationSends.topic, 'giveaway_won'), eq(notificationSends.subjectKey, `${g.id}:${winner.id}`)));
    expect(await HANDLERS['notification-send'](ctx, { sendId: send!.id })).toMatchObject({ sent: 0, failed: 0, finished: true });
    expect(telegram.sent.length).toBe(before);
    await ctx.queues!.get('maintenance')!.close();
  });
});
