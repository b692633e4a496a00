import { describe, expect, it } from 'vitest';
import type { ActionEntry, TournamentListView, TournamentMatchView, TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin, useTestApi, type SignedInUser } from '@fanhub/testing';
import { getTournament, matchCall, playMatch, startedTournament, tournamentEvents, type BuiltSquad } from '@fanhub/testing/tournament-fixtures.ts';

/**
 * A wrong result found after the end (issue 31's first complaint): an admin corrects or takes back
 * a result of a tournament played to the end under the same rule as during it. The tournament stays
 * finished with its winner recomputed, or runs again when its bracket is no longer complete; one an
 * admin ended early keeps its results, and captains never play after the end.
 */
const t = useTestApi();

const rule = (admin: { token: string }, tournamentId: number, matchId: number, body: object) =>
  t.http().put(`/api/v1/admin/tournaments/${tournamentId}/matches/${matchId}`).set(bearer(admin.token)).send(body);
const matchOf = (v: TournamentView, id: number) => v.matches.find((m) => m.id === id)!;
const isFirstFinal = (m: TournamentMatchView) => m.bracket === 'grand_final' && m.round === 1;

const eventsOf = (type: string, tournamentId: number) => tournamentEvents(t, type, tournamentId);

async function logSince(admin: SignedInUser, mark: number): Promise<string[]> {
  const rows = (await t.http().get('/api/v1/admin/dashboard/actions?limit=50').set(bearer(admin.token)).expect(200)).body.actions as ActionEntry[];
  return rows
    .filter((r) => r.id > mark)
    .reverse()
    .map((r) => r.action_details);
}
const lastLogId = async (admin: SignedInUser) =>
  ((await t.http().get('/api/v1/admin/dashboard/actions?limit=1').set(bearer(admin.token)).expect(200)).body.actions as ActionEntry[])[0]?.id ?? 0;

const listed = async (id: number) => {
  const list = (await t.http().get('/api/v1/tournaments').expect(200)).body as TournamentListView;
  const part = (['upcoming', 'running', 'past'] as const).find((k) => list[k].some((x) => x.id === id))!;
  return { part, entry: list[part].find((x) => x.id === id)! };
};

/** Plays every ready match, team 1 winning, except where `scores` says otherwise; answers the tournament after. */
async function playOut(id: number, byTeam: Map<number, BuiltSquad>, scores: (m: TournamentMatchView) => [number, number] = () => [2, 0]) {
  let current = await getTournament(t, id);
  for (let guard = 0; guard < 20; guard++) {
    const m = current.matches.find((x) => x.status === 'ready');
    if (!m) break;
    await playMatch(t, id, m, byTeam, scores(m));
    current = await getTournament(t, id);
  }
  return current;
}

describe('correcting a result after the end', () => {
  it('the final corrected: the winner changes on the page and in the past list, announced again and logged; captains still cannot play', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const done = await playOut(view.id, byTeam);
    const final = done.matches.find(
      (m) => m.bracket === 'winners' && !done.matches.some((x) => x.team1_from === `winner:${m.id}` || x.team2_from === `winner:${m.id}`),
    )!;
    expect(done).toMatchObject({ status: 'finished', winner_team_id: final.team1_id });
    const [first, second] = [final.team1_id!, final.team2_id!];

    // A typo (same winner): the result changes, the winner and the end stand, nothing is announced again.
    expect((await rule(admin, view.id, final.id, { scores: [2, 1] }).expect(200)).body).toMatchObject({ scores: [2, 1], winner_team_id: first });
    expect(await getTournament(t, view.id)).toMatchObject({ status: 'finished', winner_team_id: first, finished_at: done.finished_at });
    expect(await eventsOf('tournament.finished', view.id)).toHaveLength(1);

    const mark = await lastLogId(admin);
    const corrected = (await rule(admin, view.id, final.id, { scores: [1, 2] }).expect(200)).body as TournamentMatchView;
    expect(corrected).toMatchObject({ status: 'completed', scores: [1, 2], winner_team_id: second });
    const after = await getTournament(t, view.id);
    expect(after).toMatchObject({ status: 'finished', winner_team_id: second });
    expect(after.standings.find((s) => s.team_id === second)).toMatchObject({ rank: 1, status: 'winner', wins: 2, losses: 0 });
    expect(after.standings.find((s) => s.team_id === first)).toMatchObject({ rank: 2, status: 'eliminated', losses: 1 });
    expect(await listed(view.id)).toEqual({ part: 'past', entry: expect.objectContaining({ winner_team_id: second, winner_name: byTeam.get(second)!.name }) });
    const finished = await eventsOf('tournament.finished', view.id);
    expect(finished.map((e) => [e.payload.winnerTeamId, e.payload.winnerName, e.actorId])).toEqual([
      [first, byTeam.get(first)!.name, null],
      [second, byTeam.get(second)!.name, admin.id],
    ]);
    const [a, b] = [byTeam.get(first)!.name, byTeam.get(second)!.name];
    expect(await logSince(admin, mark)).toEqual([
      `Турнир «${view.title}», матч ${final.id}: «${a}» 1:2 «${b}» (результат исправлен)`,
      `Турнир «${view.title}» завершён: победитель «${b}»`,
    ]);

    // The rule of the running tournament holds: a semi-final fed the final, which has its result.
    const semi = Number(final.team1_from.split(':')[1]);
    const refused = await rule(admin, view.id, semi, { scores: [0, 2] }).expect(409);
    expect(refused.body).toMatchObject({ code: 'dependent_match_played', match_id: final.id });
    expect(refused.body.detail).toBe(
      `Результат матча ${semi} нельзя изменить: его команда уже сыграла матч ${final.id}. Сначала сбросьте результат матча ${final.id}`,
    );
    // Captains play only while it runs.
    expect((await matchCall(t, byTeam.get(second)!.captain, view.id, final.id, 'report', { scores: [2, 0] }).expect(409)).body.code).toBe(
      'tournament_not_running',
    );
  });

  it('a result taken back after the end: running again without a winner until the match is played again', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const done = await playOut(view.id, byTeam);
    const final = done.matches.at(-1)!;
    const mark = await lastLogId(admin);
    expect((await rule(admin, view.id, final.id, { scores: null }).expect(200)).body).toMatchObject({ status: 'ready', scores: null });
    const reopened = await getTournament(t, view.id);
    expect(reopened).toMatchObject({ status: 'running', winner_team_id: null, finished_at: null });
    expect(
      reopened.standings
        .filter((s) => s.status === 'qualified')
        .map((s) => s.team_id)
        .sort(),
    ).toEqual([final.team1_id, final.team2_id].sort());
    expect((await listed(view.id)).part).toBe('running');
    expect((await eventsOf('tournament.reopened', view.id)).map((e) => [e.payload.matchId, e.actorId])).toEqual([[final.id, admin.id]]);
    const [a, b] = [byTeam.get(final.team1_id!)!.name, byTeam.get(final.team2_id!)!.name];
    expect(await logSince(admin, mark)).toEqual([
      `Турнир «${view.title}»: результат матча ${final.id} «${a}» — «${b}» сброшен`,
      `Турнир «${view.title}» снова идёт: после исправления матча ${final.id} сетку нужно доиграть`,
    ]);

    await playMatch(t, view.id, final, byTeam, [0, 2]);
    expect(await getTournament(t, view.id)).toMatchObject({ status: 'finished', winner_team_id: final.team2_id });
    expect((await eventsOf('tournament.finished', view.id)).map((e) => e.payload.winnerTeamId)).toEqual([final.team1_id, final.team2_id]);
  });

  it('double elimination: the first grand final corrected to the losers’-bracket team needs the reset; it is played and decides', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { format: 'double_elimination', best_of: 1 });
    const done = await playOut(view.id, byTeam, () => [1, 0]);
    const gf = done.matches.find(isFirstFinal)!;
    expect(done).toMatchObject({ status: 'finished', winner_team_id: gf.team1_id });
    // The reset was not needed: not listed.
    expect(done.matches.filter((m) => m.bracket === 'grand_final')).toHaveLength(1);

    await rule(admin, view.id, gf.id, { scores: [0, 1] }).expect(200);
    const reopened = await getTournament(t, view.id);
    expect(reopened).toMatchObject({ status: 'running', winner_team_id: null, finished_at: null });
    const reset = reopened.matches.find((m) => m.bracket === 'grand_final' && m.round === 2)!;
    expect(reset).toMatchObject({ status: 'ready', team1_id: gf.team1_id, team2_id: gf.team2_id });
    for (const id of [gf.team1_id!, gf.team2_id!]) expect(reopened.standings.find((s) => s.team_id === id)).toMatchObject({ status: 'qualified', losses: 1 });
    expect((await eventsOf('tournament.reopened', view.id)).map((e) => e.payload.matchId)).toEqual([gf.id]);
    // Both teams are told their reset is ready.
    expect((await eventsOf('tournament.match_ready', view.id)).filter((e) => e.payload.matchId === reset.id)).toHaveLength(1);

    await playMatch(t, view.id, reset, byTeam, [0, 1]);
    const decided = await getTournament(t, view.id);
    expect(decided).toMatchObject({ status: 'finished', winner_team_id: gf.team2_id });
    expect(matchOf(decided, reset.id)).toMatchObject({ status: 'completed', winner_team_id: gf.team2_id });
    for (const s of decided.standings) expect(s.losses).toBe(s.team_id === gf.team2_id ? 1 : 2);
    expect((await eventsOf('tournament.finished', view.id)).map((e) => e.payload.winnerTeamId)).toEqual([gf.team1_id, gf.team2_id]);

    // The first grand final now feeds the reset, which has its result: reset that first.
    expect((await rule(admin, view.id, gf.id, { scores: [1, 0] }).expect(409)).body).toMatchObject({ code: 'dependent_match_played', match_id: reset.id });
  });

  it('a tournament an admin ended early keeps its results', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = view.matches.find((x) => x.status === 'ready')!;
    await playMatch(t, view.id, m, byTeam, [2, 0]);
    await t.http().post(`/api/v1/admin/tournaments/${view.id}/finish`).set(bearer(admin.token)).expect(200);
    for (const body of [{ scores: [0, 2] }, { scores: null }]) {
      expect((await rule(admin, view.id, m.id, body).expect(409)).body).toEqual({
        code: 'tournament_not_running',
        detail: 'Турнир завершён досрочно: его результаты больше не меняются',
      });
    }
    expect(matchOf(await getTournament(t, view.id), m.id)).toMatchObject({ scores: [2, 0], winner_team_id: m.team1_id });
  });
});
