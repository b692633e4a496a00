import { isBracketReset, isFinished, loserOf } from './resolve.ts';
import { winsNeeded } from './series.ts';
import type { BracketState, MatchRecord, Standing, StandingStatus } from './types.ts';

/**
 * The table, computed from the matches alone.
 *
 * Statuses (the screen shows qualified as «Финал», active «В игре», eliminated «Выбыли»):
 * - winner: won the tournament (the final; in double elimination the grand final, with the reset
 *   if it was played; in round robin first place once every match is played). A disqualified team
 *   never wins: when both finalists were disqualified (single elimination with a third-place match
 *   still to play), the title goes down the table as round robin's does, to the best-placed team not
 *   disqualified once every match is played, if it alone holds that place (else there is no winner);
 * - qualified: its place in the decider is secured and not decided yet: it is one of the two
 *   teams of the final (single elimination) or of the grand final (double elimination); in round
 *   robin it has more wins than any other team can still reach;
 * - eliminated: it can no longer win: a loss outside the third-place match (single elimination),
 *   a second loss (double elimination), fewer wins than another team already has even if it won
 *   all its remaining matches (round robin), or disqualified. The third-place match is played by
 *   two eliminated teams, except when the decider went to a disqualified team: the title then passes
 *   down the table, and the teams still to play (the match for third) are active;
 * - active: everything else.
 *
 * Ranks: in elimination formats teams still in, then teams out by how far they got (later out,
 * better; the third-place match splits its two teams), then the disqualified; teams that cannot be
 * told apart share a rank. In round robin: wins, then wins between the teams tied on wins, then maps
 * won minus lost (a forfeit counts as ⌈N/2⌉:0), then maps won, then the seed: every rank distinct.
 * Disqualified teams share the last rank in every format.
 *
 * wins/losses count series, forfeits included; streak is the series won in a row up to the team's
 * last one, in match order.
 */

interface Tally {
  wins: number;
  losses: number;
  streak: number;
  /** Losses outside the third-place match. */
  titleLosses: number;
  /** The match of its deciding loss (elimination formats). */
  out: MatchRecord | null;
  wonThirdPlace: boolean;
  mapsFor: number;
  mapsAgainst: number;
  remaining: number;
}

function tallies(state: BracketState): Map<number, Tally> {
  const out = new Map<number, Tally>(
    state.teams.map((t) => [
      t.team_id,
      { wins: 0, losses: 0, streak: 0, titleLosses: 0, out: null, wonThirdPlace: false, mapsFor: 0, mapsAgainst: 0, remaining: 0 },
    ]),
  );
  const need = winsNeeded(state.settings.best_of);
  const double = state.settings.format === 'double_elimination';
  for (const m of state.matches) {
    if (m.status === 'ready' || m.status === 'pending') {
      for (const id of [m.team1_id, m.team2_id]) if (id !== null) out.get(id)!.remaining++;
    }
    if (m.status !== 'completed') continue;
    const w = out.get(m.winner_team_id!)!;
    const l = out.get(loserOf(m)!)!;
    w.wins++;
    w.streak++;
    l.losses++;
    l.streak = 0;
    const [forW, forL] = m.scores === null ? [need, 0] : m.winner_team_id === m.team1_id ? m.scores : [m.scores[1], m.scores[0]];
    w.mapsFor += forW;
    w.mapsAgainst += forL;
    l.mapsFor += forL;
    l.mapsAgainst += forW;
    if (m.bracket === 'third_place') {
      w.wonThirdPlace = true;
      continue;
    }
    l.titleLosses++;
    if (l.titleLosses === (double ? 2 : 1)) l.out = m;
  }
  return out;
}

/** The winners' final (single elimination) or the first grand final (double elimination). */
const finalOf = (state: BracketState): MatchRecord | undefined =>
  state.settings.format === 'double_elimination'
    ? state.matches.find((m) => m.bracket === 'grand_final' && m.round === 1)
    : state.matches.filter((m) => m.bracket === 'winners').at(-1);

/** Who won the decider, once it is decided (a disqualified team included). */
function deciderWinner(state: BracketState, table: Map<number, Tally> | null): number | null {
  if (state.settings.format === 'round_robin') {
    if (!isFinished(state) || !table) return null;
    return rankOrder(state, table)[0] ?? null;
  }
  const final = finalOf(state);
  if (!final || final.status !== 'completed') return null;
  if (state.settings.format === 'single_elimination' || final.winner_team_id === final.team1_id) return final.winner_team_id;
  const reset = state.matches.find(isBracketReset);
  return reset?.status === 'completed' ? reset.winner_team_id : null;
}

/** Round robin: non-disqualified teams best first (ties broken down to the seed). */
function rankOrder(state: BracketState, table: Map<number, Tally>): number[] {
  const active = state.teams.filter((t) => t.disqualified === null);
  const headToHead = (id: number, group: Set<number>) =>
    state.matches.filter((m) => m.status === 'completed' && m.winner_team_id === id && group.has(m.team1_id!) && group.has(m.team2_id!)).length;
  const byWins = new Map<number, Set<number>>();
  for (const t of active) {
    const w = table.get(t.team_id)!.wins;
    byWins.set(w, (byWins.get(w) ?? new Set()).add(t.team_id));
  }
  const key = (id: number, seed: number): number[] => {
    const x = table.get(id)!;
    return [-x.wins, -headToHead(id, byWins.get(x.wins)!), -(x.mapsFor - x.mapsAgainst), -x.mapsFor, seed];
  };
  return active
    .map((t) => ({ id: t.team_id, key: key(t.team_id, t.seed) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((x) => x.id);
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** How far an eliminated team got (higher is further). */
function exitDepth(state: BracketState, x: Tally): number {
  const m = x.out!;
  if (m.bracket === 'grand_final') return 10_000;
  if (state.settings.format === 'double_elimination') return m.bracket === 'losers' ? m.round : 0;
  return 2 * m.round + (x.wonThirdPlace ? 1 : 0);
}

/**
 * Elimination formats, the decider won by a disqualified team (a forfeit between two disqualified
 * finalists): the team not disqualified that got furthest, once every match is played and if no
 * other got as far (the third-place match's winner); else null.
 */
function promotedWinner(state: BracketState, table: Map<number, Tally>, disqualified: Set<number>): number | null {
  if (!isFinished(state)) return null;
  const depths = state.teams
    .filter((t) => !disqualified.has(t.team_id))
    .map((t) => ({ id: t.team_id, depth: table.get(t.team_id)!.out ? exitDepth(state, table.get(t.team_id)!) : Number.POSITIVE_INFINITY }));
  const best = Math.max(...depths.map((d) => d.depth));
  const top = depths.filter((d) => d.depth === best);
  return top.length === 1 ? top[0]!.id : null;
}

export function computeStandings(state: BracketState): Standing[] {
  const table = tallies(state);
  const disqualified = new Set(state.teams.filter((t) => t.disqualified !== null).map((t) => t.team_id));
  const decided = deciderWinner(state, table);
  const champion = decided === null ? null : !disqualified.has(decided) ? decided : promotedWinner(state, table, disqualified);
  const roundRobin = state.settings.format === 'round_robin';

  let status: (id: number) => StandingStatus;
  let key: (id: number) => number[];
  if (roundRobin) {
    const order = rankOrder(state, table);
    const finished = isFinished(state);
    const maxWins = (id: number) => table.get(id)!.wins + table.get(id)!.remaining;
    const others = (id: number) => state.teams.filter((t) => t.team_id !== id).map((t) => t.team_id);
    status = (id) => {
      if (id === champion) return 'winner';
      if (disqualified.has(id) || finished) return 'eliminated';
      const wins = table.get(id)!.wins;
      if (others(id).some((u) => table.get(u)!.wins > maxWins(id))) return 'eliminated';
      if (others(id).every((u) => wins > maxWins(u))) return 'qualified';
      return 'active';
    };
    key = (id) => (disqualified.has(id) ? [1] : [0, order.indexOf(id)]);
  } else {
    const final = finalOf(state);
    const inFinal = (id: number) => final !== undefined && (final.team1_id === id || final.team2_id === id);
    const titlePassesDown = decided !== null && champion === null && disqualified.has(decided);
    status = (id) => {
      if (id === champion) return 'winner';
      if (disqualified.has(id)) return 'eliminated';
      if (titlePassesDown && table.get(id)!.remaining > 0) return 'active';
      if (table.get(id)!.out) return 'eliminated';
      return inFinal(id) && decided === null ? 'qualified' : 'active';
    };
    key = (id) => {
      if (disqualified.has(id)) return [3];
      const x = table.get(id)!;
      const s = status(id);
      if (s === 'winner') return [0];
      if (s === 'eliminated') return [2, -exitDepth(state, x)];
      return [1, s === 'qualified' ? 0 : 1, x.losses, -x.wins];
    };
  }

  const rows = state.teams.map((t) => ({ team: t, key: key(t.team_id) })).sort((a, b) => compareKeys(a.key, b.key) || a.team.seed - b.team.seed);
  return rows.map(({ team, key: k }) => {
    const x = table.get(team.team_id)!;
    const rank = 1 + rows.filter((r) => compareKeys(r.key, k) < 0).length;
    return { team_id: team.team_id, rank, wins: x.wins, losses: x.losses, streak: x.streak, status: status(team.team_id) };
  });
}

/**
 * The tournament's winner once decided: null while undecided, and when both finalists were
 * disqualified and no single team not disqualified is best placed (see the statuses above).
 */
export function tournamentWinner(state: BracketState): number | null {
  return computeStandings(state).find((s) => s.status === 'winner')?.team_id ?? null;
}
