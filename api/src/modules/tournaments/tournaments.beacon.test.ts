import { describe, expect, it } from 'vitest';
import { GIVEAWAY_MSG, TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { beaconChainHash, checkBeaconRound } from '@fanhub/shared/beacon';
import { bearer, buildAdmin, eventually, useFake, useTestApi } from '@fanhub/testing';
import { startFakeBeacon } from '@fanhub/testing/fakes/beacon.ts';
import { sha256Hex } from '@fanhub/testing/giveaway-fixtures.ts';
import { buildSquad, buildTournament, getTournament, registerSquad, tournamentEvents, type BuiltSquad } from '@fanhub/testing/tournament-fixtures.ts';

/**
 * A tournament's draw bound to a public randomness beacon (DRAW_BEACON_URL): the start's first call
 * fixes the field and commits to the first round after it (202), the start waits for that round
 * (409 beacon_pending), then seeds with its verified randomness (200). The seeding and the maps are
 * recomputed here with Node's sha256 from the published rule, not with the code the server ran.
 */
const beacon = useFake(() => startFakeBeacon({ period: 1 }));
const t = useTestApi(() => beacon.env);

const start = (admin: { token: string }, id: number) => t.http().post(`/api/v1/admin/tournaments/${id}/start`).set(bearer(admin.token));
const checkIn = (who: { token: string }, id: number, teamId: number) =>
  t.http().post(`/api/v1/tournaments/${id}/check-in`).set(bearer(who.token)).send({ team_id: teamId });

const eventsOf = (type: string, tournamentId: number) => tournamentEvents(t, type, tournamentId);

/** The rule as published: teams by sha256_hex(seed:randomness:team_id) ascending. */
const expectedOrder = (seed: string, randomness: string, ids: number[]) =>
  [...ids].sort((a, b) => (sha256Hex(`${seed}:${randomness}:${a}`) < sha256Hex(`${seed}:${randomness}:${b}`) ? -1 : 1));
/** A match's maps: the pool by sha256_hex(seed:randomness:map:M:map) ascending, the first best_of. */
const expectedMaps = (seed: string, randomness: string, matchId: number, pool: string[], bestOf: number) =>
  [...pool]
    .sort((a, b) => (sha256Hex(`${seed}:${randomness}:map:${matchId}:${a}`) < sha256Hex(`${seed}:${randomness}:map:${matchId}:${b}`) ? -1 : 1))
    .slice(0, bestOf);

/** The first round published strictly after `at`, read from the beacon itself. */
function firstRoundAfter(at: number): number {
  let round = 1;
  while (beacon.roundAt(round) <= at) round++;
  return round;
}

/** A new admin's tournament in its check-in window with `registered` squads, of which `checkedIn` checked in. */
async function inCheckIn(registered: number, checkedIn: number) {
  const admin = await buildAdmin(t);
  const tour = await buildTournament(t, admin, { check_in_minutes: 30, starts_at: new Date(Date.now() + 600_000).toISOString() });
  const squads: BuiltSquad[] = [];
  for (let i = 0; i < registered; i++) {
    const squad = await buildSquad(t);
    await registerSquad(t, tour.id, squad);
    if (i < checkedIn) await checkIn(squad.captain, tour.id, squad.id).expect(200);
    squads.push(squad);
  }
  return { admin, tour, squads };
}

/** While the beacon has `fault`, the start is refused with `status` and `answer`. */
async function refusedWhile(
  fault: Parameters<typeof beacon.withFault>[0],
  admin: { token: string },
  id: number,
  status: number,
  answer: { code: string; detail: string },
) {
  await beacon.withFault(fault, async () => {
    expect((await start(admin, id).expect(status)).body).toMatchObject(answer);
  });
}

/** The field is fixed: every change of it is refused with field_closed, in Russian. */
async function expectFieldClosed(admin: { token: string }, id: number, squads: BuiltSquad[]) {
  const late = await buildSquad(t);
  const refusals = [
    await registerSquad(t, id, late, 409),
    (await t.http().delete(`/api/v1/tournaments/${id}/registrations/${squads[0]!.id}`).set(bearer(squads[0]!.captain.token)).expect(409)).body,
    (await checkIn(squads[0]!.captain, id, squads[0]!.id).expect(409)).body,
    (await t.http().put(`/api/v1/admin/tournaments/${id}`).set(bearer(admin.token)).send({ title: 'Другое название' }).expect(409)).body,
    (await t.http().post(`/api/v1/admin/tournaments/${id}/seeding`).set(bearer(admin.token)).send({ team_ids: [] }).expect(409)).body,
  ];
  for (const body of refusals) expect(body).toMatchObject({ code: 'field_closed', detail: TOURNAMENT_MSG.fieldClosed });
}

describe('a tournament seeding bound to a public randomness beacon', () => {
  it('fixes the field (202), waits for the round (409 beacon_pending), then seeds by sha256(seed:randomness:team_id) (200)', async () => {
    const { admin, tour, squads } = await inCheckIn(5, 4);
    const playing = squads.slice(0, 4).map((s) => s.id);
    const dropped = squads[4]!;

    const before = Date.now();
    const closed = await start(admin, tour.id).expect(202);
    const view = closed.body as TournamentView;
    const round = view.beacon!.round;
    expect(round).toBe(firstRoundAfter(Date.parse(view.beacon!.field_closed_at)));
    expect(Date.parse(view.beacon!.field_closed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(view).toMatchObject({
      status: 'check_in',
      seed: null,
      started_at: null,
      teams_count: 4,
      matches: [],
      beacon: { round, round_at: new Date(beacon.roundAt(round)).toISOString(), randomness: null, proof: null },
    });
    expect(view.teams.map((x) => x.team_id).sort()).toEqual([...playing].sort());
    // The team not checked in is dropped now, and told in its room.
    const [fixed] = await eventsOf('tournament.field_closed', tour.id);
    expect(fixed!.payload).toMatchObject({ beaconRound: round, droppedTeamIds: [dropped.id] });
    await expectFieldClosed(admin, tour.id, squads);

    // A relay that has not got the round yet: the start waits for it.
    await beacon.withFault('withheld', async () => {
      const early = await start(admin, tour.id).expect(409);
      expect(early.body).toEqual({ code: 'beacon_pending', detail: TOURNAMENT_MSG.beaconPending });
      expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await getTournament(t, tour.id)).toMatchObject({ started_at: null, seed: null, matches: [] });
    });

    await eventually(() => Date.now() >= beacon.roundAt(round), 5000, 50);
    const begun = (await start(admin, tour.id).expect(200)).body as TournamentView;
    const randomness = beacon.published(round).randomness;
    expect(begun).toMatchObject({ status: 'running', beacon: { round, randomness } });
    expect(sha256Hex(begun.seed!)).toBe(tour.commitment);
    const seeded = [...begun.teams].sort((a, b) => a.seed! - b.seed!).map((x) => x.team_id);
    expect(seeded).toEqual(expectedOrder(begun.seed!, randomness, playing));
    // Not the plain draw's order by chance: the randomness is in the hash.
    expect(seeded).not.toEqual([...playing].sort((a, b) => (sha256Hex(`${begun.seed}:${a}`) < sha256Hex(`${begun.seed}:${b}`) ? -1 : 1)));
    for (const m of begun.matches) expect(m.maps).toEqual(expectedMaps(begun.seed!, randomness, m.id, tour.maps, tour.best_of));
    // What proves the randomness is the chain's, as a giveaway's proof.
    const proof = begun.beacon!.proof!;
    expect(proof).toMatchObject({ url: beacon.url, chain_hash: beacon.chainHash, public_key: beacon.publicKey, signature: beacon.published(round).signature });
    expect(checkBeaconRound({ ...proof, round, randomness })).toBe('valid');
    expect(beaconChainHash(proof)).toBe(beacon.chainHash);
    // The dropped team was told at the field's close; the start tells nobody again.
    const [told] = await eventsOf('tournament.started', tour.id);
    expect(told!.payload).toMatchObject({ droppedTeamIds: [], teamIds: seeded });
    expect((await start(admin, tour.id).expect(409)).body.code).toBe('tournament_started');
  });

  it('refuses a relay serving another key, or a round its key did not sign: 502 and nothing started', async () => {
    const { admin, tour } = await inCheckIn(4, 4);

    // Before the field is fixed: nothing is bound to that chain.
    await refusedWhile('foreign', admin, tour.id, 502, { code: 'beacon_invalid', detail: GIVEAWAY_MSG.beaconChainInvalid });
    expect(await getTournament(t, tour.id)).toMatchObject({ beacon: null, started_at: null });
    const round = ((await start(admin, tour.id).expect(202)).body as TournamentView).beacon!.round;
    await eventually(() => Date.now() >= beacon.roundAt(round), 5000, 50);

    await refusedWhile('foreign', admin, tour.id, 502, { code: 'beacon_invalid', detail: GIVEAWAY_MSG.beaconChainInvalid });
    await refusedWhile('forged', admin, tour.id, 502, { code: 'beacon_invalid', detail: TOURNAMENT_MSG.beaconInvalid });
    expect(await getTournament(t, tour.id)).toMatchObject({ started_at: null, seed: null, matches: [], beacon: { round, randomness: null } });
    expect(await eventsOf('tournament.started', tour.id)).toEqual([]);

    const begun = (await start(admin, tour.id).expect(200)).body as TournamentView;
    expect(begun.beacon).toMatchObject({ round, randomness: beacon.published(round).randomness });
  });

  it('answers 503 in Russian while the beacon does not answer, and fixes nothing', async () => {
    const { admin, tour } = await inCheckIn(4, 4);
    await refusedWhile('down', admin, tour.id, 503, { code: 'beacon_unavailable', detail: GIVEAWAY_MSG.beaconUnavailable });
    expect(await getTournament(t, tour.id)).toMatchObject({ beacon: null, started_at: null });
    // The field is still open: a team may still register.
    await registerSquad(t, tour.id, await buildSquad(t));
  });

  it('a manual seeding starts in one call, as without a beacon', async () => {
    const { admin, tour, squads } = await inCheckIn(4, 4);
    const order = squads.map((s) => s.id).reverse();
    await t.http().post(`/api/v1/admin/tournaments/${tour.id}/seeding`).set(bearer(admin.token)).send({ team_ids: order }).expect(200);
    const begun = (await start(admin, tour.id).expect(200)).body as TournamentView;
    expect(begun).toMatchObject({ status: 'running', seeding: 'manual', beacon: null });
    expect([...begun.teams].sort((a, b) => a.seed! - b.seed!).map((x) => x.team_id)).toEqual(order);
  });
});
