import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, collect, everythingDelivered, useTestApi, waitForSocketEvent } from '@fanhub/testing';
import { matchCall, startedTournament } from '@fanhub/testing/tournament-fixtures.ts';

const t = useTestApi();

type Ev = { id: string; payload: Record<string, unknown> };

describe('the live bracket', () => {
  it('a confirmed result reaches every open page; a match’s own steps reach only its two teams', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = view.matches.find((x) => x.status === 'ready')!;
    const [team1, team2] = [byTeam.get(m.team1_id!)!, byTeam.get(m.team2_id!)!];
    const visitor = await t.socket();
    const player = await t.socket(team2.members[0]!.token);
    const stranger = await t.socket((await buildUser(t)).token);
    const sockets = [visitor, player, stranger];
    const reported = sockets.map((s) => collect<Ev>(s, 'tournament.match_reported'));
    const completed = sockets.map((s) => collect<Ev>(s, 'tournament.match_completed'));

    const heardByPlayer = waitForSocketEvent<Ev>(player, 'tournament.match_reported');
    await matchCall(t, team1.captain, view.id, m.id, 'report', { scores: [2, 1] }).expect(200);
    expect((await heardByPlayer).payload).toMatchObject({ tournamentId: view.id, matchId: m.id, teamId: team1.id, scores: [2, 1] });
    const onVisitor = waitForSocketEvent<Ev>(visitor, 'tournament.match_completed');
    await matchCall(t, team2.captain, view.id, m.id, 'confirm').expect(200);
    expect((await onVisitor).payload).toMatchObject({ tournamentId: view.id, matchId: m.id, scores: [2, 1], winnerTeamId: team1.id, how: 'confirmed' });
    await everythingDelivered(t, admin.token, sockets);
    expect(completed.map((seen) => seen.length)).toEqual([1, 1, 1]);
    expect(reported.map((seen) => seen.length)).toEqual([0, 1, 0]);
  });
});
