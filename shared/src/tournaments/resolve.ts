import { BRACKET_MSG, BracketError } from './errors.ts';
import { isValidSeriesScore } from './series.ts';
import type { BracketState, MatchRecord, SlotSource } from './types.ts';

/**
 * Everything in a state follows from three facts: the structure (sources), the recorded results and
 * the disqualifications. `resolveState` recomputes the rest in id order (sources come first): which
 * team is in each slot, each match's status, the forfeits of disqualified teams, whether the bracket
 * reset is played. Doing it from scratch after every operation (127 matches at most) is what keeps
 * corrections and disqualifications consistent: nothing is propagated by hand.
 *
 * A recorded result is a completed match that is not a disqualification forfeit. It is kept as it
 * is; it must still have the same two teams (the correction rule guarantees that), else the state
 * is corrupt and nothing is written.
 */

export const parseSource = (s: SlotSource): { kind: 'seed' | 'winner' | 'loser'; ref: number } => {
  const [kind, ref] = s.split(':') as ['seed' | 'winner' | 'loser', string];
  return { kind, ref: Number(ref) };
};

export const isRecordedResult = (m: MatchRecord): boolean => m.status === 'completed' && m.forfeit !== 'disqualified';

/** The loser of a completed match. */
export const loserOf = (m: MatchRecord): number | null => (m.status !== 'completed' ? null : m.winner_team_id === m.team1_id ? m.team2_id : m.team1_id);

export const isBracketReset = (m: MatchRecord): boolean => m.bracket === 'grand_final' && m.round === 2;

const corrupt = (detail: string) => new BracketError('corrupt_state', BRACKET_MSG.corrupt(detail));

export function resolveState(state: BracketState): BracketState {
  const bySeed = new Map(state.teams.map((t) => [t.seed, t]));
  const disqualified = new Map(state.teams.filter((t) => t.disqualified !== null).map((t) => [t.team_id, t.disqualified!]));
  const done: MatchRecord[] = [];

  const team = (source: SlotSource, at: number): number | null => {
    const { kind, ref } = parseSource(source);
    if (kind === 'seed') {
      const t = bySeed.get(ref);
      if (!t) throw corrupt(`нет команды с посевом ${ref}`);
      return t.team_id;
    }
    const m = done[ref - 1];
    if (!m || ref >= at) throw corrupt(`матч ${at} ссылается на матч ${ref}`);
    return kind === 'winner' ? (m.status === 'completed' ? m.winner_team_id : null) : loserOf(m);
  };

  state.matches.forEach((m, i) => {
    if (m.id !== i + 1) throw corrupt(`матчи не пронумерованы подряд (${m.id} на месте ${i + 1})`);
    const recorded = isRecordedResult(m);
    const clear = { scores: null, winner_team_id: null, forfeit: null } as const;

    if (isBracketReset(m)) {
      const first = done[parseSource(m.team2_from).ref - 1]!;
      if (first.status === 'completed' && first.winner_team_id === first.team1_id) {
        if (recorded) throw corrupt(`у ненужного матча ${m.id} есть результат`);
        done.push({ ...m, ...clear, team1_id: null, team2_id: null, status: 'skipped' });
        return;
      }
    }
    const t1 = team(m.team1_from, m.id);
    const t2 = team(m.team2_from, m.id);

    if (recorded) {
      if (t1 === null || t2 === null || t1 !== m.team1_id || t2 !== m.team2_id) throw corrupt(`у матча ${m.id} результат другой пары команд`);
      if (m.winner_team_id !== t1 && m.winner_team_id !== t2) throw corrupt(`победитель матча ${m.id} в нём не играл`);
      if (m.scores !== null) {
        const winnerByScore = m.scores[0] > m.scores[1] ? t1 : t2;
        if (m.forfeit !== null || !isValidSeriesScore(state.settings.best_of, m.scores) || winnerByScore !== m.winner_team_id)
          throw corrupt(`счёт матча ${m.id} не сходится с победителем`);
      } else if (m.forfeit !== 'no_show') throw corrupt(`у матча ${m.id} нет ни счёта, ни причины техпоражения`);
      done.push(m);
      return;
    }
    if (t1 === null || t2 === null) {
      done.push({ ...m, ...clear, team1_id: t1, team2_id: t2, status: 'pending' });
      return;
    }
    const dq1 = disqualified.get(t1);
    const dq2 = disqualified.get(t2);
    if (dq1 !== undefined || dq2 !== undefined) {
      // Between two disqualified teams, the one disqualified first forfeits first.
      const team1Forfeits = dq1 !== undefined && (dq2 === undefined || dq1 < dq2);
      done.push({ ...m, team1_id: t1, team2_id: t2, status: 'completed', scores: null, winner_team_id: team1Forfeits ? t2 : t1, forfeit: 'disqualified' });
      return;
    }
    done.push({ ...m, ...clear, team1_id: t1, team2_id: t2, status: 'ready' });
  });
  return { settings: state.settings, teams: state.teams, matches: done };
}

/** The matches whose slot is filled from match `id` (its winner or loser). */
export function consumersOf(state: BracketState, id: number): MatchRecord[] {
  return state.matches.filter((m) =>
    [m.team1_from, m.team2_from].some((s) => {
      const { kind, ref } = parseSource(s);
      return kind !== 'seed' && ref === id;
    }),
  );
}

/** Every match has its result (the unneeded bracket reset aside). */
export const isFinished = (state: BracketState): boolean => state.matches.every((m) => m.status === 'completed' || m.status === 'skipped');
