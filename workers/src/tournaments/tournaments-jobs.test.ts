import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import { buildAdmin, useTestApi } from '@fanhub/testing';
import { agoMatch, getTournament, matchCall, startedTournament } from '@fanhub/testing/tournament-fixtures.ts';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { HANDLERS } from '../registry.ts';

const t = useTestApi();

const jobContext = (): JobContext => ({ db: t.db, outbox: t.api.ctx.outbox, logger: createLogger('test', 'silent'), config: loadWorkersConfig({}) });

describe('tournaments-confirm', () => {
  it('confirms a report left unanswered past its deadline, once across two replicas’ runs at once; a report still in time waits', async () => {
    const admin = await buildAdmin(t);
    const { view, byTeam } = await startedTournament(t, admin, 4, { confirm_minutes: 15 });
    const [due, waiting] = view.matches.filter((m) => m.status === 'ready');
    await matchCall(t, byTeam.get(due!.team1_id!)!.captain, view.id, due!.id, 'report', { scores: [2, 1] }).expect(200);
    await matchCall(t, byTeam.get(waiting!.team1_id!)!.captain, view.id, waiting!.id, 'report', { scores: [2, 0] }).expect(200);
    // The deadline passed a minute ago, as the database holds it.
    await agoMatch(t, view.id, due!.id, { confirmDeadline: 1 });

    const runs = (await Promise.all([HANDLERS['tournaments-confirm'](jobContext(), {}), HANDLERS['tournaments-confirm'](jobContext(), {})])) as {
      confirmed: number;
    }[];
    expect(runs.reduce((n, r) => n + r.confirmed, 0)).toBe(1);
    const after = await getTournament(t, view.id);
    expect(after.matches.find((m) => m.id === due!.id)).toMatchObject({ status: 'completed', scores: [2, 1], winner_team_id: due!.team1_id });
    expect(after.matches.find((m) => m.id === waiting!.id)).toMatchObject({ status: 'reported' });
    const completed = (await t.db.select().from(outbox).where(eq(outbox.type, 'tournament.match_completed'))).map(
      (r) => (r.event as { payload: { matchId: number; how: string } }).payload,
    );
    expect(completed.map((p) => [p.matchId, p.how])).toEqual([[due!.id, 'auto_confirmed']]);
    expect(await HANDLERS['tournaments-confirm'](jobContext(), {})).toEqual({ confirmed: 0 });
  });
});
