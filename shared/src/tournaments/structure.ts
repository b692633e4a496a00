import { BRACKET_MSG, BracketError } from './errors.ts';
import type { BracketFormat, BracketName, BracketSettings, MatchRecord, SlotSource } from './types.ts';

/**
 * The shape of a bracket: which matches exist and where each slot's team comes from. Built once at
 * creation from the team count alone; the results never change it.
 *
 * Elimination brackets are laid out for the next power of two P ≥ n with the seeds in the usual
 * order (1 meets P, 2 meets P−1…, 1 and 2 only in the final), the missing seeds n+1…P being byes.
 * A match one of whose slots can never get a team (a bye, or the loser of a match that was itself
 * a bye) is left out and its team goes straight on: so byes are settled here, once, and every match
 * in the list is a real series between two teams (2n−2 of them in double elimination, plus the reset).
 */

export const TEAM_LIMITS: Record<BracketFormat, { min: number; max: number }> = {
  single_elimination: { min: 2, max: 64 },
  double_elimination: { min: 2, max: 64 },
  round_robin: { min: 2, max: 8 },
};

/** A slot while building: a seed, the winner or loser of a node, or null (nobody will ever come). */
type Source = { seed: number } | { winner: Node } | { loser: Node } | null;

interface Node {
  bracket: BracketName;
  /** Round in the full power-of-two layout. */
  round: number;
  /** 0-based index within that round. */
  index: number;
  from: [Source, Source];
  /** False when a slot can never get a team; then `pass` is what its winner would have been. */
  kept: boolean;
  pass: Source;
  depth: number;
  id: number;
}

/**
 * Losers'-bracket orderings by bracket size: the first for the losers of winners' round 1, then one
 * per "drop" round (the last drop round has a single team and needs none). They keep teams apart
 * from the opponent they just met ("superior double elimination losers bracket seeding", tl.net;
 * the same table as brackets-manager's defaults).
 */
const LOSERS_ORDERING: Record<number, Ordering[]> = {
  4: ['natural'],
  8: ['natural', 'reverse'],
  16: ['natural', 'reverse_half_shift', 'reverse'],
  32: ['natural', 'reverse', 'half_shift', 'natural'],
  64: ['natural', 'reverse', 'half_shift', 'reverse', 'natural'],
};
type Ordering = 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift';

function ordered<T>(items: T[], how: Ordering | undefined): T[] {
  const half = items.length / 2;
  switch (how) {
    case 'reverse':
      return [...items].reverse();
    case 'half_shift':
      return [...items.slice(half), ...items.slice(0, half)];
    case 'reverse_half_shift':
      return [...items.slice(0, half).reverse(), ...items.slice(half).reverse()];
    default:
      return [...items];
  }
}

/** Seeds 1…size in slot order: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function bracketSlotOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const sum = order.length * 2 + 1;
    order = order.flatMap((s) => [s, sum - s]);
  }
  return order;
}

const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(n));

function eliminationNodes(settings: BracketSettings, n: number): Node[] {
  const size = Math.max(2, nextPowerOfTwo(n));
  const rounds = Math.log2(size);
  const nodes: Node[] = [];
  const add = (bracket: BracketName, round: number, index: number, from: [Source, Source]): Node => {
    const node: Node = { bracket, round, index, from, kept: true, pass: null, depth: 0, id: 0 };
    nodes.push(node);
    return node;
  };

  const slots = bracketSlotOrder(size).map((seed): Source => (seed <= n ? { seed } : null));
  const winners: Node[][] = [];
  for (let r = 1; r <= rounds; r++) {
    const count = size / 2 ** r;
    const prev = winners[r - 2];
    winners.push(
      Array.from({ length: count }, (_, i) =>
        add('winners', r, i, prev ? [{ winner: prev[2 * i]! }, { winner: prev[2 * i + 1]! }] : [slots[2 * i]!, slots[2 * i + 1]!]),
      ),
    );
  }
  const final = winners[rounds - 1]![0]!;

  if (settings.format === 'single_elimination') {
    const semis = winners[rounds - 2];
    if (settings.third_place && n >= 4 && semis) add('third_place', 1, 0, [{ loser: semis[0]! }, { loser: semis[1]! }]);
    return nodes;
  }

  if (rounds === 1) {
    // Two teams: the loser of the only winners' match is the losers' bracket.
    add('grand_final', 1, 0, [{ winner: final }, { loser: final }]);
    return nodes;
  }
  const orderings = LOSERS_ORDERING[size]!;
  const dropped = (r: number): Source[] => winners[r - 1]!.map((m) => ({ loser: m }));
  const first = ordered(dropped(1), orderings[0]);
  let major = Array.from({ length: size / 4 }, (_, i) => add('losers', 1, i, [first[2 * i]!, first[2 * i + 1]!]));
  let minor: Node[] = [];
  for (let j = 1; j <= rounds - 1; j++) {
    // Drop round: the losers of winners' round j+1 against the survivors of the losers' bracket.
    const drops = ordered(dropped(j + 1), orderings[j]);
    const survivors = major;
    minor = survivors.map((m, i) => add('losers', 2 * j, i, [drops[i]!, { winner: m }]));
    if (j < rounds - 1) {
      const prev = minor;
      major = Array.from({ length: prev.length / 2 }, (_, i) => add('losers', 2 * j + 1, i, [{ winner: prev[2 * i]! }, { winner: prev[2 * i + 1]! }]));
    }
  }
  add('grand_final', 1, 0, [{ winner: final }, { winner: minor[0]! }]);
  return nodes;
}

/** Leaves out the matches a slot of which can never get a team (nodes are in build order, sources first). */
function collapseByes(nodes: Node[]): void {
  const settle = (s: Source): Source => {
    if (s === null || 'seed' in s) return s;
    if ('winner' in s) return s.winner.kept ? s : s.winner.pass;
    return s.loser.kept ? s : null;
  };
  for (const node of nodes) {
    const from: [Source, Source] = [settle(node.from[0]), settle(node.from[1])];
    node.from = from;
    if (from[0] === null || from[1] === null) {
      node.kept = false;
      node.pass = from[0] ?? from[1];
      if (node.bracket === 'grand_final' || node.bracket === 'third_place') throw new Error(`bracket: ${node.bracket} without two teams`);
    }
  }
}

// At the same depth the third-place match comes before the final.
const BRACKET_ORDER: Record<BracketName, number> = { third_place: 0, round_robin: 1, winners: 1, losers: 2, grand_final: 3 };

function sourceText(s: Source): SlotSource {
  if (s === null) throw new Error('bracket: an empty slot was kept');
  if ('seed' in s) return `seed:${s.seed}`;
  if ('winner' in s) return `winner:${s.winner.id}`;
  return `loser:${s.loser.id}`;
}

const blank = (m: Omit<MatchRecord, 'team1_id' | 'team2_id' | 'status' | 'scores' | 'winner_team_id' | 'forfeit'>): MatchRecord => ({
  ...m,
  team1_id: null,
  team2_id: null,
  status: 'pending',
  scores: null,
  winner_team_id: null,
  forfeit: null,
});

function eliminationMatches(settings: BracketSettings, n: number): MatchRecord[] {
  const nodes = eliminationNodes(settings, n);
  collapseByes(nodes);
  const kept = nodes.filter((x) => x.kept);
  const depthOf = (s: Source): number => (s === null || 'seed' in s ? 0 : 'winner' in s ? s.winner.depth : s.loser.depth);
  for (const node of kept) node.depth = 1 + Math.max(depthOf(node.from[0]), depthOf(node.from[1]));
  // Ids in an order the matches can be played in: every source before the match it feeds.
  kept.sort((a, b) => a.depth - b.depth || BRACKET_ORDER[a.bracket] - BRACKET_ORDER[b.bracket] || a.round - b.round || a.index - b.index);
  kept.forEach((node, i) => (node.id = i + 1));

  // Rounds and positions counted over the matches that exist (a losers' round of byes only disappears).
  const roundsOf = new Map<BracketName, number[]>();
  for (const node of kept) roundsOf.set(node.bracket, [...(roundsOf.get(node.bracket) ?? []), node.round]);
  const denseRound = (node: Node) => [...new Set(roundsOf.get(node.bracket))].sort((a, b) => a - b).indexOf(node.round) + 1;
  const position = (node: Node) => kept.filter((x) => x.bracket === node.bracket && x.round === node.round && x.index < node.index).length + 1;

  const matches = kept.map((node) =>
    blank({
      id: node.id,
      bracket: node.bracket,
      round: denseRound(node),
      position: position(node),
      team1_from: sourceText(node.from[0]),
      team2_from: sourceText(node.from[1]),
    }),
  );
  if (settings.format === 'double_elimination') {
    // The bracket reset: played only when the losers'-bracket team wins the first final; the
    // winners'-bracket team (the first final's loser then) stays team 1.
    const first = matches[matches.length - 1]!;
    matches.push(
      blank({
        id: first.id + 1,
        bracket: 'grand_final',
        round: 2,
        position: 1,
        team1_from: `loser:${first.id}`,
        team2_from: `winner:${first.id}`,
      }),
    );
  }
  return matches;
}

/** Every pair once (the circle method); seed 1 alternates sides, a bye round for an odd count. */
function roundRobinMatches(n: number): MatchRecord[] {
  const ring: (number | null)[] = Array.from({ length: n }, (_, i) => i + 1);
  if (n % 2 === 1) ring.push(null);
  const size = ring.length;
  const matches: MatchRecord[] = [];
  for (let round = 1; round < size; round++) {
    let position = 0;
    for (let i = 0; i < size / 2; i++) {
      const a = ring[i]!;
      const b = ring[size - 1 - i]!;
      if (a === null || b === null) continue;
      const [t1, t2] = (i === 0 && round % 2 === 0) || (i > 0 && i % 2 === 1) ? [b, a] : [a, b];
      matches.push(blank({ id: matches.length + 1, bracket: 'round_robin', round, position: ++position, team1_from: `seed:${t1}`, team2_from: `seed:${t2}` }));
    }
    // Keep the first fixed and rotate the rest one step.
    ring.splice(1, 0, ring.pop()!);
  }
  return matches;
}

/** The matches of a new bracket for `n` teams (no teams placed yet: see `resolveState`). */
export function buildMatches(settings: BracketSettings, n: number): MatchRecord[] {
  const { min, max } = TEAM_LIMITS[settings.format];
  if (!Number.isInteger(n) || n < min || n > max) throw new BracketError('invalid_team_count', BRACKET_MSG.teamCount(min, max));
  return settings.format === 'round_robin' ? roundRobinMatches(n) : eliminationMatches(settings, n);
}
