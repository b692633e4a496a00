import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, collect, everythingDelivered, useTwoNodes, waitForSocketEvent } from '@fanhub/testing';
import { buildGiveaway, enterAs } from '@fanhub/testing/giveaway-fixtures.ts';

// Two API processes on one database and one Redis, as two replicas behind a load balancer.
const { a, b } = useTwoNodes();

type Ev = { id: string; payload: Record<string, unknown> };

describe('the live draw', () => {
  it('reaches open pages on both nodes at once, once each', async () => {
    const admin = await buildAdmin(a);
    const g = await buildGiveaway(a, admin);
    const member = await buildUser(a);
    await enterAs(b, member, g.id);
    const onA = await a.socket();
    const onB = await b.socket(member.token);
    const seenA = collect<Ev>(onA, 'giveaway.drawn');
    const seenB = collect<Ev>(onB, 'giveaway.drawn');
    const firstOnB = waitForSocketEvent<Ev>(onB, 'giveaway.drawn');
    await a.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    await b.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(200);
    expect((await firstOnB).payload).toMatchObject({ giveawayId: g.id, winners: [{ userId: member.id, username: member.username, rank: 1 }] });
    await everythingDelivered(a, admin.token, [onA, onB]);
    expect(seenA).toHaveLength(1);
    expect(seenB).toHaveLength(1);
    expect(seenA[0]!.id).toBe(seenB[0]!.id);
  });
});
