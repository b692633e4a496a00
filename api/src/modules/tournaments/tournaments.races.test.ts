import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildTeam, buildUser, useTestApi } from '@fanhub/testing';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';
import { buildSquad, buildTournament, getTournament, matchCall, startedTournament } from '@fanhub/testing/tournament-fixtures.ts';
import { outbox, tournamentRoster, tournaments } from '../../db/schema.ts';

/**
 * Check-then-write races (docs/decisions/0023: decide under the row you write). Every change of a
 * tournament takes its row first, so writers fired at once end as if one after the other; the
 * roster's key holds a member to one roster whatever happens. On PostgreSQL a gate holds the
 * tournament's row so the writers queue in a chosen order.
 */
const t = useTestApi();
// The database's address on PostgreSQL (the gate's own connection); none on PGlite.
const url = rowGateDatabase('tournaments.races');
const gateUrl = () => (t.database as { url: string }).url;

const register = (captain: { token: string }, id: number, teamId: number, playerIds: number[]) =>
  t.http().post(`/api/v1/tournaments/${id}/registrations`).set(bearer(captain.token)).send({ team_id: teamId, player_ids: playerIds });

async function completions(tournamentId: number, matchId: number) {
  const rows = await t.db.select().from(outbox).where(eq(outbox.type, 'tournament.match_completed'));
  return rows
    .map((r) => (r.event as { payload: { tournamentId: number; matchId: number } }).payload)
    .filter((p) => p.tournamentId === tournamentId && p.matchId === matchId);
}

describe('registrations at once', () => {
  it('20 captains register at once, each with the same member in the roster: one roster gets them, 19 are told who is taken', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin, { max_teams: 32 });
    const star = await buildUser(t);
    const teams = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const captain = await buildUser(t);
        return { captain, team: await buildTeam(t, captain) };
      }),
    );
    // One join after another: a member joining several teams at once is the teams area's own race.
    for (const { team } of teams) await t.http().post('/api/v1/teams/join').set(bearer(star.token)).send({ invite_code: team.invite_code }).expect(200);
    const answers = await Promise.all(teams.map(({ captain, team }) => register(captain, tour.id, team.id, [captain.id, star.id])));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toMatchObject({ code: 'player_already_registered', players: [{ user_id: star.id, username: star.username }] });
    const rows = await t.db
      .select()
      .from(tournamentRoster)
      .where(and(eq(tournamentRoster.tournamentId, tour.id), eq(tournamentRoster.userId, star.id)));
    expect(rows).toHaveLength(1);
    expect((await getTournament(t, tour.id)).teams_count).toBe(1);
  });

  it('10 teams race for the last 4 places: 4 get in, 6 are told it is full, the count is exact', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin, { max_teams: 4 });
    const squads = await Promise.all(Array.from({ length: 10 }, () => buildSquad(t)));
    const answers = await Promise.all(
      squads.map((s) =>
        register(
          s.captain,
          tour.id,
          s.id,
          s.everyone.map((p) => p.id),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(6).fill('tournament_full'));
    const page = await getTournament(t, tour.id);
    expect([page.teams_count, page.teams.length]).toEqual([4, 4]);
  });

  it.runIf(url)('PostgreSQL, an edit raising the team size queued before a registration: the registration is judged by the new size', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squad = await buildSquad(t, 2);
    const gate = await holdRow(gateUrl(), 'tournaments', tour.id);
    const edit = t
      .http()
      .put(`/api/v1/admin/tournaments/${tour.id}`)
      .set(bearer(admin.token))
      .send({ team_size: 3 })
      .then((r) => r);
    await gate.waiters(1);
    const registration = register(
      squad.captain,
      tour.id,
      squad.id,
      squad.everyone.map((p) => p.id),
    ).then((r) => r);
    await gate.waiters(2);
    await gate.release();
    expect((await edit).status).toBe(200);
    const refused = await registration;
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      [{ field: 'player_ids', message: 'В составе должно быть ровно 3 игрока и не больше 3 запасных' }],
    ]);
    const [row] = await t.db.select().from(tournaments).where(eq(tournaments.id, tour.id));
    expect([row!.teamSize, row!.teamsCount]).toEqual([3, 0]);
  });
});

describe('both captains at once', () => {
  it('the same score reported by both at once: the match is completed once', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = view.matches.find((x) => x.status === 'ready')!;
    const [c1, c2] = [byTeam.get(m.team1_id!)!.captain, byTeam.get(m.team2_id!)!.captain];
    const answers = await Promise.all([
      matchCall(t, c1, view.id, m.id, 'report', { scores: [2, 1] }),
      matchCall(t, c2, view.id, m.id, 'report', { scores: [2, 1] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['completed', 'reported']);
    expect(await completions(view.id, m.id)).toHaveLength(1);
    expect((await getTournament(t, view.id)).matches.find((x) => x.id === m.id)).toMatchObject({ status: 'completed', scores: [2, 1] });
  });

  it('different scores at once: one is the report, the other disputes it; a confirm racing a dispute: one of them wins, never both', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const [m, n] = view.matches.filter((x) => x.status === 'ready');
    const cap = (x: typeof m, side: 1 | 2) => byTeam.get((side === 1 ? x!.team1_id : x!.team2_id)!)!.captain;
    await Promise.all([
      matchCall(t, cap(m, 1), view.id, m!.id, 'report', { scores: [2, 0] }).expect(200),
      matchCall(t, cap(m, 2), view.id, m!.id, 'report', { scores: [0, 2] }).expect(200),
    ]);
    const disputed = (await getTournament(t, view.id)).matches.find((x) => x.id === m!.id)!;
    expect(disputed.status).toBe('disputed');
    expect(disputed.dispute_reason).toMatch(/^Команды сообщили разный счёт/);

    await matchCall(t, cap(n, 1), view.id, n!.id, 'report', { scores: [2, 1] }).expect(200);
    // The other captain's two tabs: confirm in one, dispute in the other.
    const [confirmed, disputedToo] = await Promise.all([
      matchCall(t, cap(n, 2), view.id, n!.id, 'confirm'),
      matchCall(t, cap(n, 2), view.id, n!.id, 'dispute', { reason: 'Не тот счёт' }),
    ]);
    const after = (await getTournament(t, view.id)).matches.find((x) => x.id === n!.id)!;
    if (confirmed.status === 200 && confirmed.body.status === 'completed') {
      expect(after.status).toBe('completed');
      expect([disputedToo.status, disputedToo.body.code]).toEqual([409, 'match_completed']);
    } else {
      expect(after.status).toBe('disputed');
      expect([confirmed.status, confirmed.body.code]).toEqual([409, 'match_disputed']);
    }
    expect((await completions(view.id, n!.id)).length).toBe(after.status === 'completed' ? 1 : 0);
  });

  it.runIf(url)('PostgreSQL, a dispute queued before the confirm: the confirm finds the match disputed', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = view.matches.find((x) => x.status === 'ready')!;
    const [c1, c2] = [byTeam.get(m.team1_id!)!.captain, byTeam.get(m.team2_id!)!.captain];
    await matchCall(t, c1, view.id, m.id, 'report', { scores: [2, 1] }).expect(200);
    const gate = await holdRow(gateUrl(), 'tournaments', view.id);
    const dispute = matchCall(t, c2, view.id, m.id, 'dispute', { reason: 'Третья карта не доиграна' }).then((r) => r);
    await gate.waiters(1);
    const confirm = matchCall(t, c2, view.id, m.id, 'confirm').then((r) => r);
    await gate.waiters(2);
    await gate.release();
    expect((await dispute).status).toBe(200);
    expect([(await confirm).status, (await confirm).body.code]).toEqual([409, 'match_disputed']);
    const after = await getTournament(t, view.id);
    expect(after.matches.find((x) => x.id === m.id)!.status).toBe('disputed');
  });
});
