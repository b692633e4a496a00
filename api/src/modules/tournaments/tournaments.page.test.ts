import { describe, expect, it } from 'vitest';
import type { AppEvent, TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin, startSecondNode, useTestApi, type TestApi } from '@fanhub/testing';
import { getTournament, matchCall, playMatch, startedTournament } from '@fanhub/testing/tournament-fixtures.ts';

/**
 * The public page of a started tournament is kept per version on each node (page-cache.ts): every
 * answer here is read right after a change, from a node that answered the page before it.
 */
const t = useTestApi();

const matchOf = (v: TournamentView, id: number) => v.matches.find((m) => m.id === id)!;

/** Resolves when this node learns of an event (its own commits at once, other nodes' through the stream tail). */
const learns = (node: TestApi, match: (e: AppEvent) => boolean) =>
  new Promise<void>((resolve) => {
    const off = node.api.ctx.nodeEvents.on((e) => {
      if (e && match(e)) {
        off();
        resolve();
      }
    });
  });

describe('the public page of a started tournament', () => {
  it('shows each result at once on the node that took it, and on another node as soon as that node learns of it', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { format: 'double_elimination' });
    const [m, n] = view.matches.filter((x) => x.status === 'ready');
    const second = await startSecondNode(t);
    try {
      // Both nodes answer the page (and keep it).
      await getTournament(t, view.id);
      await getTournament(second, view.id);

      await playMatch(t, view.id, m!, byTeam, [2, 1]);
      expect(matchOf(await getTournament(t, view.id), m!.id)).toMatchObject({ status: 'completed', scores: [2, 1], winner_team_id: m!.team1_id });

      // A result taken by the second node: the first answers it once the event reaches it.
      const told = learns(t, (e) => e.type === 'tournament.match_completed' && e.payload.matchId === n!.id);
      await matchCall(second, byTeam.get(n!.team1_id!)!.captain, view.id, n!.id, 'report', { scores: [0, 2] }).expect(200);
      await matchCall(second, byTeam.get(n!.team2_id!)!.captain, view.id, n!.id, 'confirm').expect(200);
      await told;
      const after = await getTournament(t, view.id);
      expect(matchOf(after, n!.id)).toMatchObject({ status: 'completed', scores: [0, 2], winner_team_id: n!.team2_id });
      // The winners' final now has both winners.
      const final = after.matches.find((x) => x.status === 'ready' && x.bracket === 'winners')!;
      expect([final.team1_id, final.team2_id].sort()).toEqual([m!.team1_id, n!.team2_id].sort());
    } finally {
      await second.close();
    }
  });

  it('shows a team’s new name and a report as soon as they are made', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4);
    const m = view.matches.find((x) => x.status === 'ready')!;
    const squad = byTeam.get(m.team1_id!)!;
    await getTournament(t, view.id);

    await t.http().put(`/api/v1/teams/${squad.id}`).set(bearer(squad.captain.token)).send({ name: 'Переименованные' }).expect(200);
    expect((await getTournament(t, view.id)).teams.find((x) => x.team_id === squad.id)!.name).toBe('Переименованные');

    await matchCall(t, squad.captain, view.id, m.id, 'report', { scores: [2, 0] }).expect(200);
    expect(matchOf(await getTournament(t, view.id), m.id)).toMatchObject({ status: 'reported', reported_scores: [2, 0], reported_by_team_id: squad.id });
  });
});
