import type { AppEvent, TournamentView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { VersionedCache } from '../../http/versioned-cache.ts';
import { findTournament, viewOf } from './queries.ts';

/** How many tournaments' pages a node keeps (the oldest kept goes first). */
const KEPT = 50;

/** Events after which every kept page may read differently: a team's or a player's name, a team gone. */
function renamesAny(e: AppEvent): boolean {
  if (e.type === 'team.disbanded' || e.type === 'user.deleted') return true;
  if (e.type === 'team.updated') return e.payload.fields.includes('name');
  if (e.type === 'user.updated') return e.payload.fields.includes('username');
  return false;
}

/**
 * The public page of a started tournament (`GET /tournaments/:id`), built once per version and
 * answered from memory, like the page cache of `/` (decision 0029): every open page re-reads it on
 * each result, and building it reads the teams, rosters and the whole bracket (bench/tournaments:
 * a 64-team page is ~70 KB of JSON). Every change of a tournament comes with an event naming it
 * (this node's commits at once, the workers' auto-confirmations through the stream tail), which
 * drops its version. Before the start the page is not kept: its status moves to check-in with the
 * clock.
 */
export function tournamentPages(ctx: Pick<AppContext, 'db' | 'nodeEvents'>) {
  const pages = new Map<number, VersionedCache<TournamentView>>();
  ctx.nodeEvents.on((e) => {
    if (!e || renamesAny(e)) for (const page of pages.values()) page.invalidate();
    else if (e.type.startsWith('tournament.')) {
      const id = (e.payload as { tournamentId?: unknown }).tournamentId;
      if (typeof id === 'number') pages.get(id)?.invalidate();
    }
  });

  return async (id: number): Promise<TournamentView> => {
    const kept = pages.get(id);
    if (kept) return kept.peek() ?? kept.get();
    const t = await findTournament(ctx.db, id);
    if (!t.startedAt) return viewOf(ctx.db, t);
    // The build reads the row again: a change committed since is then in it, or its event drops the build.
    const page = new VersionedCache(async () => ({ value: await viewOf(ctx.db, await findTournament(ctx.db, id)), complete: true }));
    if (pages.size >= KEPT) pages.delete(pages.keys().next().value!);
    pages.set(id, page);
    return page.get();
  };
}
