import type { TournamentMatchView } from '@fanhub/shared';

/**
 * What the match console puts first (issue 31): disputed matches, then overdue ones — a report
 * nobody answered within confirm_minutes (the job confirms it soon), a ready match nobody reported
 * within no_show_minutes (a team may be absent) — then the matches in play, the results (newest
 * first, where corrections happen) and the matches still waiting for their teams.
 */
export type Attention = 'disputed' | 'confirm_overdue' | 'no_show_overdue';

export function attentionOf(m: TournamentMatchView, now: number): Attention | null {
  if (m.status === 'disputed') return 'disputed';
  if (m.status === 'reported' && m.confirm_deadline && Date.parse(m.confirm_deadline) <= now) return 'confirm_overdue';
  if (m.status === 'ready' && m.no_show_at && Date.parse(m.no_show_at) <= now) return 'no_show_overdue';
  return null;
}

/** The moment an overdue match became overdue (the longest waiting first). */
const overdueSince = (m: TournamentMatchView) => Date.parse((m.status === 'reported' ? m.confirm_deadline : m.no_show_at) ?? '') || 0;

const GROUP = { attention: 0, open: 1, completed: 2, pending: 3 } as const;
const groupOf = (m: TournamentMatchView, now: number): number => {
  if (attentionOf(m, now)) return GROUP.attention;
  if (m.status === 'completed') return GROUP.completed;
  if (m.status === 'pending') return GROUP.pending;
  return GROUP.open;
};

export function consoleOrder(matches: readonly TournamentMatchView[], now: number): TournamentMatchView[] {
  return [...matches].sort((a, b) => {
    const ga = groupOf(a, now);
    const gb = groupOf(b, now);
    if (ga !== gb) return ga - gb;
    if (ga === GROUP.attention) {
      const disputed = Number(b.status === 'disputed') - Number(a.status === 'disputed');
      return disputed || overdueSince(a) - overdueSince(b) || a.id - b.id;
    }
    return ga === GROUP.completed ? b.id - a.id : a.id - b.id;
  });
}

/** The moments at which a match of the console becomes overdue (the page re-sorts then). */
export const overdueMoments = (matches: readonly TournamentMatchView[]): string[] =>
  matches.flatMap((m) => (m.status === 'reported' && m.confirm_deadline ? [m.confirm_deadline] : m.status === 'ready' && m.no_show_at ? [m.no_show_at] : []));
