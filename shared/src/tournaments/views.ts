import { parseSource } from './resolve.ts';
import type { BracketState, MatchRecord, MatchView, SlotSource } from './types.ts';

/**
 * The API's `matches[]` (maps aside). The bracket reset is listed while it may still be played and
 * left out once the winners'-bracket team has won the first grand final.
 */
export function matchViews(state: BracketState): MatchView[] {
  return state.matches
    .filter((m) => m.status !== 'skipped')
    .map((m) => ({
      id: m.id,
      bracket: m.bracket,
      round: m.round,
      team1_id: m.team1_id,
      team2_id: m.team2_id,
      status: m.status as MatchView['status'],
      scores: m.scores,
      winner_team_id: m.winner_team_id,
    }));
}

/** What an empty slot shows: «Победитель матча 5», «Проигравший матча 5», «Посев 3». */
export function slotLabel(source: SlotSource): string {
  const { kind, ref } = parseSource(source);
  if (kind === 'seed') return `Посев ${ref}`;
  return kind === 'winner' ? `Победитель матча ${ref}` : `Проигравший матча ${ref}`;
}

/** The table's "last match" and "next match" of a team: its latest result and its first match without one. */
export function teamMatches(state: BracketState, teamId: number): { last: MatchRecord | null; next: MatchRecord | null } {
  const mine = state.matches.filter((m) => m.team1_id === teamId || m.team2_id === teamId);
  return {
    last: mine.filter((m) => m.status === 'completed').at(-1) ?? null,
    next: mine.find((m) => m.status === 'ready' || m.status === 'pending') ?? null,
  };
}
