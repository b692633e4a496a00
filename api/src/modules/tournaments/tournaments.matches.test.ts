import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin, buildUser, useTestApi } from '@fanhub/testing';
import { sha256Hex } from '@fanhub/testing/giveaway-fixtures.ts';
import { agoMatch, getTournament, matchCall, playMatch, startedTournament, tournamentEvents } from '@fanhub/testing/tournament-fixtures.ts';
import { tournamentMatches } from '../../db/schema.ts';
import { confirmDueReports } from './index.ts';

/**
 * A running bracket through the API: captains report, confirm and dispute; the clock confirms an
 * unanswered report and lets a waiting team claim a no-show; admins rule, correct, take results
 * back and disqualify. Every answer is what a captain or the public page sees.
 */
const t = useTestApi();

const readyMatches = (v: TournamentView) => v.matches.filter((m) => m.status === 'ready');
const matchOf = (v: TournamentView, id: number) => v.matches.find((m) => m.id === id)!;
const rule = (admin: { token: string }, tournamentId: number, matchId: number, body: object) =>
  t.http().put(`/api/v1/admin/tournaments/${tournamentId}/matches/${matchId}`).set(bearer(admin.token)).send(body);

const eventsOf = (type: string, tournamentId: number) => tournamentEvents(t, type, tournamentId);

describe('the start', () => {
  it('seeds by sha256_hex(seed:team_id), reveals the seed behind the commitment, draws each match’s maps from it, and announces the first matches', async () => {
    const admin = await buildAdmin(t);
    const { view, squads } = await startedTournament(t, admin, 5, { format: 'double_elimination' });
    expect(view.status).toBe('running');
    expect(view.seed).toMatch(/^[0-9a-f]{64}$/);
    // Recomputed here from the words with node:crypto, not with the server's code.
    expect(sha256Hex(view.seed!)).toBe(view.commitment);
    const byHash = squads.map((s) => s.id).sort((a, b) => (sha256Hex(`${view.seed}:${a}`) < sha256Hex(`${view.seed}:${b}`) ? -1 : 1));
    expect(view.teams.map((x) => [x.team_id, x.seed])).toEqual(byHash.map((id, i) => [id, i + 1]));
    expect(view.seeding).toBe('draw');
    // 5 teams in double elimination: 2n−2 = 8 series, plus the reset while it may be played.
    expect(view.matches).toHaveLength(9);
    for (const m of view.matches) {
      const pool = ['Mirage', 'Inferno', 'Nuke', 'Ancient'];
      const order = [...pool].sort((a, b) => (sha256Hex(`${view.seed}:map:${m.id}:${a}`) < sha256Hex(`${view.seed}:map:${m.id}:${b}`) ? -1 : 1));
      expect(m.maps).toEqual(order.slice(0, 3));
    }
    const ready = readyMatches(view);
    expect(ready.length).toBeGreaterThan(0);
    const announced = await eventsOf('tournament.match_ready', view.id);
    expect(announced.map((e) => e.payload.matchId).sort()).toEqual(ready.map((m) => m.id).sort());
    // Both rosters are named, for the "your match is ready" notice.
    const first = announced.find((e) => e.payload.matchId === ready[0]!.id)!;
    const rosters = squads.filter((s) => s.id === ready[0]!.team1_id || s.id === ready[0]!.team2_id).flatMap((s) => s.everyone.map((p) => p.id));
    expect([...(first.payload.playerIds as number[])].sort()).toEqual(rosters.sort());
    // The table is computed: everyone active, nobody has played.
    expect(view.standings.map((s) => [s.status, s.wins, s.losses])).toEqual(squads.map(() => ['active', 0, 0]));
  });
});

describe('reports, confirmations and disputes', () => {
  it('a captain reports, the other confirms: the result is public, the winner moves on and the table follows', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = readyMatches(view)[0]!;
    const reported = (await matchCall(t, byTeam.get(m.team1_id!)!.captain, view.id, m.id, 'report', { scores: [2, 1] }).expect(200))
      .body as TournamentMatchView;
    expect(reported).toMatchObject({ status: 'reported', reported_scores: [2, 1], reported_by_team_id: m.team1_id, scores: null });
    expect(reported.confirm_deadline).not.toBeNull();
    const done = (await matchCall(t, byTeam.get(m.team2_id!)!.captain, view.id, m.id, 'confirm').expect(200)).body as TournamentMatchView;
    expect(done).toMatchObject({ status: 'completed', scores: [2, 1], winner_team_id: m.team1_id, reported_scores: null });

    const after = await getTournament(t, view.id);
    const final = after.matches.find((x) => x.team1_from === `winner:${m.id}` || x.team2_from === `winner:${m.id}`)!;
    expect([final.team1_id, final.team2_id]).toContain(m.team1_id);
    expect(after.standings.find((s) => s.team_id === m.team1_id)).toMatchObject({
      wins: 1,
      losses: 0,
      streak: 1,
      last_match_id: m.id,
      next_match_id: final.id,
    });
    expect(after.standings.find((s) => s.team_id === m.team2_id)).toMatchObject({ wins: 0, losses: 1, status: 'eliminated' });
    const completed = await eventsOf('tournament.match_completed', view.id);
    expect(completed.map((e) => [e.payload.matchId, e.payload.how, e.payload.scores])).toEqual([[m.id, 'confirmed', [2, 1]]]);
  });

  it('refuses what cannot be: a score that ends no best-of-3 series (422 under the field), anyone but the two captains (403), confirming one’s own report or nothing', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam, squads } = await startedTournament(t, admin, 4);
    const m = readyMatches(view)[0]!;
    const c1 = byTeam.get(m.team1_id!)!.captain;
    const c2 = byTeam.get(m.team2_id!)!.captain;
    for (const scores of [
      [2, 2],
      [3, 0],
      [1, 1],
    ]) {
      const res = await matchCall(t, c1, view.id, m.id, 'report', { scores }).expect(422);
      expect(res.body).toMatchObject({ code: 'invalid_score', errors: [{ field: 'scores' }] });
      expect(res.body.detail).toMatch(/не завершает серию best of 3/);
    }
    const outsider = squads.find((s) => s.id !== m.team1_id && s.id !== m.team2_id)!.captain;
    const player = byTeam.get(m.team1_id!)!.members[0]!;
    for (const who of [outsider, player, admin, await buildUser(t)]) {
      const res = await matchCall(t, who, view.id, m.id, 'report', { scores: [2, 0] }).expect(403);
      expect(res.body).toEqual({ code: 'not_match_captain', detail: 'Это может сделать только капитан одной из команд матча' });
    }
    await t
      .http()
      .post(`/api/v1/tournaments/${view.id}/matches/${m.id}/report`)
      .send({ scores: [2, 0] })
      .expect(401);
    expect((await matchCall(t, c2, view.id, m.id, 'confirm').expect(409)).body.code).toBe('no_report');
    await matchCall(t, c1, view.id, m.id, 'report', { scores: [2, 0] }).expect(200);
    expect((await matchCall(t, c1, view.id, m.id, 'confirm').expect(409)).body.code).toBe('own_report');
    expect((await matchCall(t, c1, view.id, m.id, 'dispute', { reason: 'x' }).expect(409)).body.code).toBe('own_report');
    // A pending match (a team not known yet) and an unknown one.
    const pending = view.matches.find((x) => x.status === 'pending')!;
    expect((await matchCall(t, c1, view.id, pending.id, 'report', { scores: [2, 0] }).expect(409)).body.code).toBe('match_not_ready');
    expect((await matchCall(t, c1, view.id, 99, 'report', { scores: [2, 0] }).expect(404)).body.code).toBe('match_not_found');
    // Nothing was recorded.
    expect(matchOf(await getTournament(t, view.id), m.id)).toMatchObject({ status: 'reported', scores: null });
  });

  it('the same score from both captains confirms at once; another score disputes it; an admin rules', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const [a, b] = readyMatches(view);
    const cap = (m: TournamentMatchView, side: 1 | 2) => byTeam.get((side === 1 ? m.team1_id : m.team2_id)!)!.captain;

    await matchCall(t, cap(a!, 1), view.id, a!.id, 'report', { scores: [0, 2] }).expect(200);
    const same = (await matchCall(t, cap(a!, 2), view.id, a!.id, 'report', { scores: [0, 2] }).expect(200)).body;
    expect(same).toMatchObject({ status: 'completed', scores: [0, 2], winner_team_id: a!.team2_id });

    await matchCall(t, cap(b!, 1), view.id, b!.id, 'report', { scores: [2, 1] }).expect(200);
    const other = (await matchCall(t, cap(b!, 2), view.id, b!.id, 'report', { scores: [1, 2] }).expect(200)).body;
    expect(other).toMatchObject({ status: 'disputed', dispute_reason: 'Команды сообщили разный счёт (соперник: 1:2)', confirm_deadline: null });
    // Disputed: only an admin decides now.
    expect((await matchCall(t, cap(b!, 1), view.id, b!.id, 'report', { scores: [2, 0] }).expect(409)).body.code).toBe('match_disputed');
    expect((await matchCall(t, cap(b!, 2), view.id, b!.id, 'confirm').expect(409)).body.code).toBe('match_disputed');
    const ruled = (await rule(admin, view.id, b!.id, { scores: [2, 1] }).expect(200)).body;
    expect(ruled).toMatchObject({ status: 'completed', scores: [2, 1], dispute_reason: null });
    const completed = await eventsOf('tournament.match_completed', view.id);
    expect(completed.map((e) => [e.payload.matchId, e.payload.how, e.actorId])).toEqual([
      [a!.id, 'confirmed', cap(a!, 2).id],
      [b!.id, 'ruled', admin.id],
    ]);
    // The final is ready: its two captains were told.
    const final = readyMatches(await getTournament(t, view.id))[0]!;
    expect([final.team1_id, final.team2_id]).toEqual([a!.team2_id, b!.team1_id]);
  });

  it('a dispute with a reason waits for the admin; a reason is required', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = readyMatches(view)[0]!;
    const [c1, c2] = [byTeam.get(m.team1_id!)!.captain, byTeam.get(m.team2_id!)!.captain];
    await matchCall(t, c1, view.id, m.id, 'report', { scores: [2, 0] }).expect(200);
    const empty = await matchCall(t, c2, view.id, m.id, 'dispute', { reason: '  ' }).expect(422);
    expect(empty.body.errors).toEqual([{ field: 'reason', message: 'Опишите, что не так с результатом' }]);
    const disputed = (await matchCall(t, c2, view.id, m.id, 'dispute', { reason: 'Третья карта не доиграна' }).expect(200)).body;
    expect(disputed).toMatchObject({ status: 'disputed', dispute_reason: 'Третья карта не доиграна', reported_scores: [2, 0] });
    const events = await eventsOf('tournament.match_disputed', view.id);
    expect(events.map((e) => [e.payload.teamId, e.payload.reason, e.actorId])).toEqual([[m.team2_id, 'Третья карта не доиграна', c2.id]]);
    // A dispute is never confirmed by the clock.
    await agoMatch(t, view.id, m.id, { confirmDeadline: 60 });
    expect(await confirmDueReports(t.api.ctx)).toEqual({ confirmed: 0 });
  });
});

describe('the clock: an unanswered report and a no-show', () => {
  it('a report nobody answers is confirmed after confirm_minutes (database times), once, as reported', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { confirm_minutes: 15 });
    const [m, n] = readyMatches(view);
    await matchCall(t, byTeam.get(m!.team2_id!)!.captain, view.id, m!.id, 'report', { scores: [1, 2] }).expect(200);
    await matchCall(t, byTeam.get(n!.team1_id!)!.captain, view.id, n!.id, 'report', { scores: [2, 0] }).expect(200);
    // Not yet: the deadline is 15 minutes ahead.
    await confirmDueReports(t.api.ctx);
    expect(readyMatches(await getTournament(t, view.id)).map((x) => x.id)).toEqual([]);
    expect((await getTournament(t, view.id)).matches.filter((x) => x.status === 'reported')).toHaveLength(2);
    // 16 minutes later as the job sees it (the job confirms every overdue report, other tests' too).
    await confirmDueReports(t.api.ctx, new Date(Date.now() + 16 * 60_000));
    const after = await getTournament(t, view.id);
    expect(matchOf(after, m!.id)).toMatchObject({ status: 'completed', scores: [1, 2], winner_team_id: m!.team2_id });
    expect(matchOf(after, n!.id)).toMatchObject({ status: 'completed', scores: [2, 0] });
    const completed = await eventsOf('tournament.match_completed', view.id);
    expect(completed.map((e) => [e.payload.matchId, e.payload.how, e.actorId]).sort()).toEqual(
      [
        [m!.id, 'auto_confirmed', null],
        [n!.id, 'auto_confirmed', null],
      ].sort(),
    );
    // Once: a second run finds nothing left.
    expect(await confirmDueReports(t.api.ctx, new Date(Date.now() + 16 * 60_000))).toEqual({ confirmed: 0 });
    expect(await eventsOf('tournament.match_completed', view.id)).toHaveLength(2);
  });

  it('a team that has not answered within no_show_minutes of the match being ready loses it on its opponent’s claim; an admin can undo it', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { no_show_minutes: 10 });
    const m = readyMatches(view)[0]!;
    const [c1, c2] = [byTeam.get(m.team1_id!)!.captain, byTeam.get(m.team2_id!)!.captain];
    const early = await matchCall(t, c1, view.id, m.id, 'no-show').expect(409);
    expect(early.body).toEqual({ code: 'no_show_too_early', detail: 'Техническое поражение можно запросить через 10 мин. после готовности матча' });
    await agoMatch(t, view.id, m.id, { readyAt: 11 });
    const won = (await matchCall(t, c1, view.id, m.id, 'no-show').expect(200)).body as TournamentMatchView;
    expect(won).toMatchObject({ status: 'completed', scores: null, forfeit: 'no_show', winner_team_id: m.team1_id });
    const after = await getTournament(t, view.id);
    expect(after.standings.find((s) => s.team_id === m.team2_id)).toMatchObject({ losses: 1, status: 'eliminated' });

    // Undone by an admin (the team did show up): the match is ready again, from now.
    const undone = (await rule(admin, view.id, m.id, { scores: null }).expect(200)).body as TournamentMatchView;
    expect(undone).toMatchObject({ status: 'ready', scores: null, forfeit: null, winner_team_id: null });
    expect(Date.now() - Date.parse(undone.ready_at!)).toBeLessThan(60_000);
    const resets = await eventsOf('tournament.match_ready', view.id);
    expect(resets.filter((e) => e.payload.reset).map((e) => [e.payload.matchId, e.actorId])).toEqual([[m.id, admin.id]]);

    // A team that reported has answered: no claim against it, however long ago the match became ready.
    await matchCall(t, c2, view.id, m.id, 'report', { scores: [0, 2] }).expect(200);
    await agoMatch(t, view.id, m.id, { readyAt: 60 });
    expect((await matchCall(t, c1, view.id, m.id, 'no-show').expect(409)).body.code).toBe('opponent_responded');
  });
});

describe("the admin's console", () => {
  it('a stream link is in the answer at once, alone or with a ruling in the same call, and on the page', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const [a, b] = readyMatches(view);
    await matchCall(t, byTeam.get(a!.team1_id!)!.captain, view.id, a!.id, 'report', { scores: [2, 0] }).expect(200);
    const linked = (await rule(admin, view.id, a!.id, { stream_url: 'https://www.twitch.tv/dedushka_stream' }).expect(200)).body as TournamentMatchView;
    // The link changes nothing else: the report still waits for the other captain.
    expect(linked).toMatchObject({ status: 'reported', reported_scores: [2, 0], stream_url: 'https://www.twitch.tv/dedushka_stream' });
    const both = (await rule(admin, view.id, b!.id, { scores: [1, 2], stream_url: 'https://youtu.be/final' }).expect(200)).body as TournamentMatchView;
    expect(both).toMatchObject({ status: 'completed', scores: [1, 2], winner_team_id: b!.team2_id, stream_url: 'https://youtu.be/final' });
    const page = await getTournament(t, view.id);
    expect([matchOf(page, a!.id).stream_url, matchOf(page, b!.id).stream_url]).toEqual(['https://www.twitch.tv/dedushka_stream', 'https://youtu.be/final']);
  });

  it('corrects a result while no later match fed by it has one; otherwise 409 naming the match to reset first', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 8);
    // The first two quarter-finals feed the first semi-final.
    const [a, b] = readyMatches(view);
    const semi = view.matches.find((x) => x.team1_from === `winner:${a!.id}` && x.team2_from === `winner:${b!.id}`)!;
    await playMatch(t, view.id, a!, byTeam, [2, 0]);
    // A typo (same winner) and a new winner are both correctable while the semi-final has no result.
    expect((await rule(admin, view.id, a!.id, { scores: [2, 1] }).expect(200)).body).toMatchObject({ scores: [2, 1], winner_team_id: a!.team1_id });
    expect((await rule(admin, view.id, a!.id, { scores: [0, 2] }).expect(200)).body).toMatchObject({ scores: [0, 2], winner_team_id: a!.team2_id });
    await playMatch(t, view.id, b!, byTeam, [2, 0]);
    expect(matchOf(await getTournament(t, view.id), semi.id)).toMatchObject({ status: 'ready', team1_id: a!.team2_id, team2_id: b!.team1_id });
    // The semi-final gets a report: it goes when a correction changes the pairing it was about.
    await matchCall(t, byTeam.get(a!.team2_id!)!.captain, view.id, semi.id, 'report', { scores: [2, 0] }).expect(200);
    expect((await rule(admin, view.id, b!.id, { scores: [0, 2] }).expect(200)).body.winner_team_id).toBe(b!.team2_id);
    const moved = matchOf(await getTournament(t, view.id), semi.id);
    expect(moved).toMatchObject({ team1_id: a!.team2_id, team2_id: b!.team2_id, status: 'ready', reported_scores: null });
    const corrected = await eventsOf('tournament.match_completed', view.id);
    expect(corrected.filter((e) => e.payload.how === 'corrected').map((e) => e.payload.matchId)).toEqual([a!.id, a!.id, b!.id]);

    await playMatch(t, view.id, moved, byTeam, [2, 1]);
    const refused = await rule(admin, view.id, a!.id, { scores: [2, 0] }).expect(409);
    expect(refused.body).toMatchObject({ code: 'dependent_match_played', match_id: semi.id });
    expect(refused.body.detail).toBe(
      `Результат матча ${a!.id} нельзя изменить: его команда уже сыграла матч ${semi.id}. Сначала сбросьте результат матча ${semi.id}`,
    );
    // Reset the semi-final first, then the correction goes through.
    await rule(admin, view.id, semi.id, { scores: null }).expect(200);
    expect((await rule(admin, view.id, a!.id, { scores: [2, 0] }).expect(200)).body.winner_team_id).toBe(a!.team1_id);
    expect(matchOf(await getTournament(t, view.id), semi.id)).toMatchObject({ status: 'ready', team1_id: a!.team1_id, scores: null });
  });

  it('disqualifies a team: its matches are forfeited now and later, the table stays consistent, the tournament finishes', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const [a, b] = readyMatches(view);
    await playMatch(t, view.id, a!, byTeam, [2, 0]);
    const dq = b!.team1_id!;
    const res = await t.http().post(`/api/v1/admin/tournaments/${view.id}/teams/${dq}/disqualify`).set(bearer(admin.token)).expect(200);
    const after = res.body as TournamentView;
    expect(matchOf(after, b!.id)).toMatchObject({ status: 'completed', forfeit: 'disqualified', winner_team_id: b!.team2_id });
    expect(after.teams.find((x) => x.team_id === dq)!.disqualified).toBe(true);
    expect(after.standings.find((s) => s.team_id === dq)).toMatchObject({ status: 'eliminated', rank: 4 });
    // A second time is refused; so is an unknown team.
    expect((await t.http().post(`/api/v1/admin/tournaments/${view.id}/teams/${dq}/disqualify`).set(bearer(admin.token)).expect(409)).body.code).toBe(
      'already_disqualified',
    );
    expect((await t.http().post(`/api/v1/admin/tournaments/${view.id}/teams/99999/disqualify`).set(bearer(admin.token)).expect(404)).body.code).toBe(
      'team_not_registered',
    );
    // The final between a's winner and b's: played, the tournament is over with its winner.
    const final = readyMatches(after)[0]!;
    await playMatch(t, view.id, final, byTeam, [2, 1]);
    const done = await getTournament(t, view.id);
    expect(done).toMatchObject({ status: 'finished', winner_team_id: final.team1_id });
    expect(done.standings.find((s) => s.team_id === final.team1_id)!.status).toBe('winner');
    const list = (await t.http().get('/api/v1/tournaments').expect(200)).body;
    expect(list.past.find((x: { id: number }) => x.id === view.id)).toMatchObject({
      winner_team_id: final.team1_id,
      winner_name: byTeam.get(final.team1_id!)!.name,
    });
    expect((await eventsOf('tournament.finished', view.id)).map((e) => e.payload.winnerTeamId)).toEqual([final.team1_id]);
    // Nothing is played after the end.
    expect((await matchCall(t, byTeam.get(final.team1_id!)!.captain, view.id, final.id, 'confirm').expect(409)).body.code).toBe('tournament_not_running');
  });

  it('both finalists disqualified: the title goes to the best-placed team not disqualified (the winner of the match for third), as the table says', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { third_place: true });
    for (const m of readyMatches(view)) await playMatch(t, view.id, m, byTeam, [2, 0]);
    const semis = await getTournament(t, view.id);
    const final = semis.matches.find((m) => m.bracket === 'winners' && m.round === 2)!;
    const third = semis.matches.find((m) => m.bracket === 'third_place')!;
    const dq = (teamId: number) => t.http().post(`/api/v1/admin/tournaments/${view.id}/teams/${teamId}/disqualify`).set(bearer(admin.token)).expect(200);
    // The first disqualification hands the final to the other finalist; the match for third is still to play, so the other can be disqualified too.
    await dq(final.team1_id!);
    const both = (await dq(final.team2_id!)).body as TournamentView;
    expect(both).toMatchObject({ status: 'running', winner_team_id: null });
    expect(matchOf(both, final.id)).toMatchObject({ status: 'completed', forfeit: 'disqualified' });
    await playMatch(t, view.id, third, byTeam, [1, 2]);
    const done = await getTournament(t, view.id);
    const champion = third.team2_id!;
    expect(done).toMatchObject({ status: 'finished', winner_team_id: champion });
    expect(done.standings.map((s) => [s.team_id, s.rank, s.status])).toEqual([
      [champion, 1, 'winner'],
      [third.team1_id, 2, 'eliminated'],
      ...[final.team1_id, final.team2_id]
        .sort((a, b) => done.teams.find((x) => x.team_id === a)!.seed! - done.teams.find((x) => x.team_id === b)!.seed!)
        .map((id) => [id, 3, 'eliminated']),
    ]);
    expect((await eventsOf('tournament.finished', view.id)).map((e) => [e.payload.winnerTeamId, e.payload.winnerName])).toEqual([
      [champion, byTeam.get(champion)!.name],
    ]);
    const list = (await t.http().get('/api/v1/tournaments').expect(200)).body;
    expect(list.past.find((x: { id: number }) => x.id === view.id)).toMatchObject({ winner_team_id: champion, winner_name: byTeam.get(champion)!.name });
  });

  it('double elimination: the losers’-bracket team wins the first grand final, the reset is played and decides', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { format: 'double_elimination', best_of: 1 });
    let current = view;
    for (let guard = 0; guard < 10; guard++) {
      const m = readyMatches(current)[0];
      if (!m) break;
      // Team 1 wins everything, except the first grand final (the losers'-bracket team, team 2, wins it).
      const firstFinal = m.bracket === 'grand_final' && m.round === 1;
      await playMatch(t, view.id, m, byTeam, firstFinal ? [0, 1] : [1, 0]);
      current = await getTournament(t, view.id);
    }
    const reset = current.matches.find((m) => m.bracket === 'grand_final' && m.round === 2)!;
    expect(reset.status).toBe('completed');
    expect(current.status).toBe('finished');
    expect(current.winner_team_id).toBe(reset.winner_team_id);
    // 2n−1 series with the reset; everyone but the champion lost twice.
    expect(current.matches.filter((m) => m.status === 'completed')).toHaveLength(7);
    for (const s of current.standings) expect(s.losses).toBe(s.team_id === current.winner_team_id ? 1 : 2);
  });

  it('finish ends a running tournament early; rulings need a running tournament', async () => {
    const admin = await buildAdmin(t);
    const { view } = await startedTournament(t, admin, 4);
    const ended = (await t.http().post(`/api/v1/admin/tournaments/${view.id}/finish`).set(bearer(admin.token)).expect(200)).body as TournamentView;
    expect(ended).toMatchObject({ status: 'finished', winner_team_id: null });
    expect((await rule(admin, view.id, 1, { scores: [2, 0] }).expect(409)).body.code).toBe('tournament_not_running');
    const [row] = await t.db
      .select()
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.tournamentId, view.id), eq(tournamentMatches.number, 1)));
    expect(row!.status).toBe('ready');
  });
});
