import type { TournamentView } from '@fanhub/shared';
import { matchMaps, seedingOrder, tournamentCommitment } from '@fanhub/shared/tournaments';

export interface SeedingCheck {
  /** sha256(seed) equals the commitment published at creation. */
  commitmentOk: boolean;
  /** Recomputed from the seed: team ids, seed 1 first. */
  expectedOrder: number[];
  /** As the server placed them (by each team's `seed`). */
  publishedOrder: number[];
  /** null when an admin seeded by hand (the draw does not apply then). */
  orderOk: boolean | null;
  maps: { matchId: number; expected: string[]; published: string[]; ok: boolean }[];
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * «Проверить посев» (issue 31): the seeding and every match's maps recomputed in this browser from
 * the revealed seed with the same code the server ran (@fanhub/shared/tournaments). Null before the
 * start (the seed is still secret).
 */
export function checkSeeding(t: TournamentView): SeedingCheck | null {
  if (!t.seed) return null;
  const seed = t.seed;
  const publishedOrder = t.teams
    .filter((team) => team.seed !== null)
    .sort((a, b) => a.seed! - b.seed!)
    .map((team) => team.team_id);
  const expectedOrder = seedingOrder(
    seed,
    t.teams.map((team) => team.team_id),
  );
  const maps = t.matches.map((m) => {
    const expected = matchMaps(seed, m.id, t.maps, t.best_of);
    return { matchId: m.id, expected, published: m.maps, ok: sameList(expected, m.maps) };
  });
  return {
    commitmentOk: tournamentCommitment(seed) === t.commitment,
    expectedOrder,
    publishedOrder,
    orderOk: t.seeding === 'manual' ? null : sameList(expectedOrder, publishedOrder),
    maps,
  };
}
