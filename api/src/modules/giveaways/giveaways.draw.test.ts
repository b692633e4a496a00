import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM } from '@fanhub/shared';
import { bearer, buildAdmin, buildUser, useTestApi, waitForSocketEvent, type SignedInUser, type TestApi } from '@fanhub/testing';
import { buildGiveaway, enterAs, expectedRanking, setFacts, sha256Hex } from '@fanhub/testing/giveaway-fixtures.ts';
import { giveawayWinners } from '../../db/schema.ts';
import { replaceExpired } from './redraw.ts';

const t = useTestApi();

type Ev = { type: string; payload: Record<string, unknown> };

/** What a claim carries: where the prize goes (giveaways.mine.test.ts checks it is kept private). */
const DELIVERY = { delivery_details: 'Telegram @winner' };

async function entered(api: TestApi, giveawayId: number, n: number): Promise<SignedInUser[]> {
  const members: SignedInUser[] = [];
  for (let i = 0; i < n; i++) members.push(await buildUser(api));
  for (const m of members) await enterAs(api, m, giveawayId);
  return members;
}

const closeAndDraw = async (admin: { token: string }, id: number) => {
  await t.http().post(`/api/v1/admin/giveaways/${id}/close`).set(bearer(admin.token)).expect(200);
  return (await t.http().post(`/api/v1/admin/giveaways/${id}/draw`).set(bearer(admin.token)).expect(200)).body;
};

describe('the draw, checked independently', () => {
  it('publishes only the commitment before the draw; after it the seed matches and the N lowest sha256(seed:id) win', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { winners_count: 2 });
    expect(g.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(g.seed).toBeNull();
    expect(g.beacon_round).toBeNull();
    const members = await entered(t, g.id, 6);
    const before = (await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body;
    expect(before.seed).toBeNull();
    const list = (await t.http().get('/api/v1/giveaways').expect(200)).body;
    expect(JSON.stringify(list)).not.toMatch(/"seed":"[0-9a-f]/);
    expect(list.active.find((x: { id: number }) => x.id === g.id).entries_count).toBe(6);
    expect((await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(409)).body.detail).toBe('Розыгрыш ещё не проведён');
    // Before its end it cannot be drawn.
    expect((await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(409)).body.code).toBe('giveaway_not_ended');

    const visitor = await t.socket();
    const live = waitForSocketEvent<Ev>(visitor, 'giveaway.drawn');
    const drawn = await closeAndDraw(admin, g.id);
    const seed: string = drawn.seed;
    expect(sha256Hex(seed)).toBe(g.commitment);
    const ids = members.map((m) => m.id).sort((a, b) => a - b);
    const ranking = expectedRanking(seed, ids);
    expect(drawn.winners.map((w: { user_id: number; rank: number }) => [w.user_id, w.rank])).toEqual([
      [ranking[0], 1],
      [ranking[1], 2],
    ]);
    const proof = (await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200)).body;
    expect(proof).toEqual({
      commitment: g.commitment,
      seed,
      algorithm: DRAW_ALGORITHM.plain,
      beacon_round: null,
      beacon_randomness: null,
      beacon_proof: null,
      entrants: ids,
      winners: ranking.slice(0, 2),
      replaced: [],
      winners_count: 2,
    });
    const event = (await live).payload;
    expect(event).toMatchObject({ giveawayId: g.id, seed, entrantsCount: 6 });
    expect((event.winners as { userId: number }[]).map((w) => w.userId)).toEqual(ranking.slice(0, 2));
    expect((await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(409)).body.code).toBe('giveaway_drawn');
  });

  it('checks every rule again at the draw: an entrant who no longer meets one is out', async () => {
    const admin = await buildAdmin(t);
    const rules = { telegram: true, twitch_sub: true, min_level: 2, min_account_age_days: 10 };
    const g = await buildGiveaway(t, admin, { eligibility: rules, winners_count: 3 });
    const meets = { telegram: true, twitch: true, twitchSub: true, level: 2, ageDays: 11 };
    const [kept, levelled, unsubscribed, young] = [await buildUser(t), await buildUser(t), await buildUser(t), await buildUser(t)];
    for (const m of [kept, levelled, unsubscribed, young]) {
      await setFacts(t, m.id, meets);
      await enterAs(t, m, g.id);
    }
    // Changed behind the verification hooks' back: only the draw's own check sees it.
    await setFacts(t, levelled.id, { ...meets, level: 1 });
    await setFacts(t, unsubscribed.id, { ...meets, twitchSub: false });
    await setFacts(t, young.id, { ...meets, ageDays: 9 });
    const drawn = await closeAndDraw(admin, g.id);
    expect(drawn.winners.map((w: { user_id: number }) => w.user_id)).toEqual([kept.id]);
    expect((await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200)).body.entrants).toEqual([kept.id]);
  });

  it('a winner claims before the deadline; others cannot', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const members = await entered(t, g.id, 3);
    const drawn = await closeAndDraw(admin, g.id);
    const winner = members.find((m) => m.id === drawn.winners[0].user_id)!;
    const loser = members.find((m) => m.id !== winner.id)!;
    expect((await t.http().post(`/api/v1/giveaways/${g.id}/claim`).set(bearer(loser.token)).send(DELIVERY).expect(403)).body.code).toBe('not_winner');
    const claimed = (await t.http().post(`/api/v1/giveaways/${g.id}/claim`).set(bearer(winner.token)).send(DELIVERY).expect(200)).body;
    expect(claimed).toMatchObject({ user_id: winner.id, status: 'claimed' });
    expect((await t.http().post(`/api/v1/giveaways/${g.id}/claim`).set(bearer(winner.token)).send(DELIVERY).expect(409)).body.code).toBe('already_claimed');
  });

  it('replaces a winner who did not claim in time by the next rank, published the same way', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { winners_count: 2, claim_hours: 1 });
    const members = await entered(t, g.id, 5);
    const drawn = await closeAndDraw(admin, g.id);
    const ranking = expectedRanking(
      drawn.seed,
      members.map((m) => m.id),
    );
    const first = members.find((m) => m.id === ranking[0])!;
    await t.http().post(`/api/v1/giveaways/${g.id}/claim`).set(bearer(first.token)).send(DELIVERY).expect(200);
    // The second winner lets the deadline pass.
    await t.db
      .update(giveawayWinners)
      .set({ claimDeadline: new Date(Date.now() - 1000) })
      .where(eq(giveawayWinners.userId, ranking[1]!));
    const visitor = await t.socket();
    const live = waitForSocketEvent<Ev>(visitor, 'giveaway.redrawn');
    const redrawn = await replaceExpired(t.api.ctx, g.id);
    expect(redrawn?.winnerIds).toEqual([ranking[2]]);
    expect((await live).payload).toMatchObject({
      giveawayId: g.id,
      expired: [{ userId: ranking[1], rank: 2 }],
      winners: [{ userId: ranking[2], rank: 3 }],
    });
    const proof = (await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200)).body;
    expect(proof.winners).toEqual(ranking.slice(0, 3));
    expect(proof.replaced).toEqual([ranking[1]]);
    const view = (await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body;
    expect(view.winners.map((w: { rank: number; status: string }) => [w.rank, w.status])).toEqual([
      [1, 'claimed'],
      [2, 'expired'],
      [3, 'pending'],
    ]);
    // Nothing left to replace: a second run changes nothing.
    expect(await replaceExpired(t.api.ctx, g.id)).toBeNull();
    const late = members.find((m) => m.id === ranking[1])!;
    expect((await t.http().post(`/api/v1/giveaways/${g.id}/claim`).set(bearer(late.token)).send(DELIVERY).expect(409)).body.code).toBe('claim_expired');
  });

  it('exports the entrants as CSV for admins only', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const [m] = await entered(t, g.id, 1);
    const csv = await t.http().get(`/api/v1/admin/giveaways/${g.id}/entrants.csv`).set(bearer(admin.token)).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`${m!.id},${m!.username},`);
    await t.http().get(`/api/v1/admin/giveaways/${g.id}/entrants.csv`).set(bearer(m!.token)).expect(403);
  });
});
