import { describe, expect, it } from 'vitest';
import { SENDS_FINISHED_KEPT } from '@fanhub/shared';
import { buildAdmin, useTestApi } from '@fanhub/testing';
import { notificationDeliveries, notificationSends } from '../../db/schema.ts';

const t = useTestApi();

const send = (subjectKey: string, fields: Partial<typeof notificationSends.$inferInsert>) =>
  t.db
    .insert(notificationSends)
    .values({ topic: 'live', subjectKey, title: `Стрим ${subjectKey}`, body: 'Заходите', url: '/', ...fields })
    .returning()
    .then(([row]) => row!);

describe('GET /admin/dashboard/sends', () => {
  it('answers the sends running now with their counts so far, then the latest finished ones; not a queued one', async () => {
    const admin = await buildAdmin(t);
    const members = await Promise.all([1, 2, 3, 4].map(() => t.register()));
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await send('queued', {});
    const runningSend = await send('running', { startedAt: minutesAgo(1), total: 4 });
    const statuses = ['sent', 'sent', 'failed', 'sending'];
    await t.db
      .insert(notificationDeliveries)
      .values(members.map((m, i) => ({ sendId: runningSend.id, userId: m.id, channel: 'telegram', status: statuses[i]! })));
    for (let i = 1; i <= SENDS_FINISHED_KEPT + 1; i++)
      await send(`done${i}`, { startedAt: minutesAgo(60 - i), finishedAt: minutesAgo(50 - i), total: 10 * i, sent: 10 * i - 1, failed: 1 });

    const res = await t.http().get('/api/v1/admin/dashboard/sends').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(res.body.sends).toEqual([
      { sendId: runningSend.id, topic: 'live', title: 'Стрим running', total: 4, sent: 2, failed: 1, left: 1, finished: false, durationMs: null },
      ...[4, 3, 2].map((i) => ({
        sendId: expect.any(Number),
        topic: 'live',
        title: `Стрим done${i}`,
        total: 10 * i,
        sent: 10 * i - 1,
        failed: 1,
        left: 0,
        finished: true,
        durationMs: 10 * 60_000,
      })),
    ]);
  });

  it('is the admins’ alone: a member is refused in Russian', async () => {
    const member = await t.signedInUser();
    const res = await t.http().get('/api/v1/admin/dashboard/sends').set('Authorization', `Bearer ${member.token}`).expect(403);
    expect(res.body.detail).toMatch(/[а-я]/i);
  });
});
