import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM, GIVEAWAY_MSG } from '@fanhub/shared';
import { beaconChainHash, checkBeaconRound } from '@fanhub/shared/beacon';
import { bearer, buildAdmin, buildUser, eventually, useFake, useTestApi } from '@fanhub/testing';
import { startFakeBeacon } from '@fanhub/testing/fakes/beacon.ts';
import { buildGiveaway, enterAs, expectedRanking, sha256Hex } from '@fanhub/testing/giveaway-fixtures.ts';

const beacon = useFake(() => startFakeBeacon({ period: 3 }));
const t = useTestApi(() => beacon.env);

/** The rule, from the beacon's own info: the first round published strictly after `at`. */
function firstRoundAfter(at: number): number {
  let round = 1;
  while (beacon.roundAt(round) <= at) round++;
  return round;
}

/** An admin's request for a giveaway of one minute from now (the beacon is asked for its round). */
const createMinute = (token: string, title: string) =>
  t
    .http()
    .post('/api/v1/admin/giveaways')
    .set(bearer(token))
    .send({ title, tier: 'weekly', prize: '1 ₽', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 60_000).toISOString() });

describe('a draw bound to a public randomness beacon', () => {
  it('commits to the first round after the end and ranks by sha256(seed:randomness:id)', async () => {
    const admin = await buildAdmin(t);
    const endsAt = Date.now() + 3_600_000;
    const g = await buildGiveaway(t, admin, { ends_at: new Date(endsAt).toISOString(), winners_count: 2 });
    expect(g.beacon_round).toBe(firstRoundAfter(endsAt));

    const members = [await buildUser(t), await buildUser(t), await buildUser(t), await buildUser(t)];
    for (const m of members) await enterAs(t, m, g.id);
    const closed = (await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200)).body;
    // Closed early: bound to the first round after the new end, still unknown while entries ran.
    const round: number = closed.beacon_round;
    expect(round).toBe(firstRoundAfter(Date.parse(closed.ends_at)));

    if (Date.now() < beacon.roundAt(round) - 300) {
      const early = await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(409);
      expect(early.body).toMatchObject({ code: 'beacon_pending' });
    }
    const drawn = await eventually(
      async () => {
        const res = await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token));
        return res.status === 200 && (res.body as { seed: string; winners: { user_id: number }[] });
      },
      8000,
      250,
    );
    const randomness = beacon.published(round).randomness;
    expect(sha256Hex(drawn.seed)).toBe(g.commitment);
    const ids = members.map((m) => m.id).sort((a, b) => a - b);
    const ranking = expectedRanking(drawn.seed, ids, randomness);
    expect(drawn.winners.map((w) => w.user_id)).toEqual(ranking.slice(0, 2));
    // The plain form would have picked by another rule: the beacon's randomness is really in the hash.
    const proof = (await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200)).body;
    expect(proof).toMatchObject({
      algorithm: DRAW_ALGORITHM.beacon,
      beacon_round: round,
      beacon_randomness: randomness,
      entrants: ids,
      winners: ranking.slice(0, 2),
      // What proves the randomness is the chain's: its key and scheme as /info gives them, the round's signature.
      beacon_proof: {
        url: beacon.url,
        chain_hash: beacon.chainHash,
        scheme: beacon.scheme,
        public_key: beacon.publicKey,
        signature: beacon.published(round).signature,
      },
    });
    expect(checkBeaconRound({ ...proof.beacon_proof, round, randomness: proof.beacon_randomness })).toBe('valid');
    expect(beaconChainHash(proof.beacon_proof)).toBe(beacon.chainHash);
  });

  it('refuses to draw on a round whose signature does not prove it (a relay serving another round), and draws once it does', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const member = await buildUser(t);
    await enterAs(t, member, g.id);
    const closed = (await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200)).body;
    await eventually(() => Date.now() >= beacon.roundAt(closed.beacon_round), 8000, 100);
    await beacon.withFault('forged', async () => {
      const res = await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(502);
      expect(res.body).toMatchObject({ code: 'beacon_invalid', detail: GIVEAWAY_MSG.beaconInvalid });
      expect((await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body).toMatchObject({ status: 'ended', winners: [] });
    });
    const drawn = (await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(200)).body;
    expect(drawn.winners.map((w: { user_id: number }) => w.user_id)).toEqual([member.id]);
  });

  it("refuses a relay serving another key's chain under this chain's name: no giveaway bound to it, no draw on it", async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    await enterAs(t, await buildUser(t), g.id);
    await beacon.withFault('foreign', async () => {
      const create = await createMinute(admin.token, 'Чужой маяк').expect(502);
      expect(create.body).toMatchObject({ code: 'beacon_invalid', detail: GIVEAWAY_MSG.beaconChainInvalid });
      // Closing still works (the committed round stays); the draw asks the chain first and refuses it.
      await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
      const draw = await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(502);
      expect(draw.body).toMatchObject({ code: 'beacon_invalid', detail: GIVEAWAY_MSG.beaconChainInvalid });
      expect((await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body).toMatchObject({ winners: [] });
    });
  });

  it('answers 503 in Russian while the beacon does not answer', async () => {
    const admin = await buildAdmin(t);
    await beacon.withFault('down', async () => {
      const res = await createMinute(admin.token, 'Без маяка').expect(503);
      expect(res.body).toMatchObject({ code: 'beacon_unavailable', detail: 'Маяк случайности не отвечает, попробуйте позже' });
    });
    const g = await buildGiveaway(t, admin);
    await enterAs(t, await buildUser(t), g.id);
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    await beacon.withFault('down', async () => {
      await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(503);
    });
  });
});
