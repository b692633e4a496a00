import { describe, expect, it } from 'vitest';
import {
  BracketError,
  computeStandings,
  correctResult,
  createBracket,
  disqualifyTeam,
  isFinished,
  isValidSeriesScore,
  matchViews,
  recordResult,
  resetResult,
  slotLabel,
  teamMatches,
  tournamentWinner,
  type BracketState,
  type MatchRecord,
  type SeriesResult,
} from './index.ts';

const teams = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);
const byId = (s: BracketState, id: number) => s.matches[id - 1]!;
const find = (s: BracketState, bracket: MatchRecord['bracket'], round: number, position = 1) =>
  s.matches.find((m) => m.bracket === bracket && m.round === round && m.position === position)!;
const pair = (m: MatchRecord) => [m.team1_id, m.team2_id];

/** Plays every ready match, the lower id first, team 1 winning unless `pick` says otherwise. */
function playAll(s: BracketState, pick: (m: MatchRecord) => SeriesResult = () => ({ scores: [2, 0] })): BracketState {
  for (;;) {
    const m = s.matches.find((x) => x.status === 'ready');
    if (!m) return s;
    s = recordResult(s, m.id, pick(m)).state;
  }
}

function refusal(f: () => unknown): BracketError {
  try {
    f();
  } catch (e) {
    if (e instanceof BracketError) return e;
    throw e;
  }
  throw new Error('expected a BracketError');
}

describe('series scores', () => {
  it.each([
    [1, [1, 0], true],
    [1, [0, 1], true],
    [1, [1, 1], false],
    [3, [2, 0], true],
    [3, [1, 2], true],
    [3, [2, 2], false],
    [3, [3, 0], false],
    [3, [1, 1], false],
    [5, [3, 2], true],
    [5, [0, 3], true],
    [5, [4, 1], false],
    [3, [2, -1], false],
    [3, [2, 0.5], false],
  ] as const)('best of %i: %j → %s', (bestOf, scores, ok) => {
    expect(isValidSeriesScore(bestOf, scores)).toBe(ok);
  });

  it('a report that cannot end the series is refused with its own code and nothing changes', () => {
    const s = createBracket({ format: 'single_elimination', best_of: 3, team_ids: teams(4) });
    const e = refusal(() => recordResult(s, 1, { scores: [2, 2] }));
    expect(e.code).toBe('invalid_score');
    expect(e.message).toBe('Счёт 2:2 не завершает серию best of 3: у победителя ровно 2, у проигравшего меньше');
    expect(byId(s, 1).status).toBe('ready');
  });
});

describe('structure', () => {
  it('8-team double elimination: seeds 1–8, 4–5, 2–7, 3–6; losers 2, 2, 1, 1; 14 series and the reset', () => {
    const s = createBracket({ format: 'double_elimination', best_of: 1, team_ids: teams(8) });
    const seedOf = (id: number | null) => (id === null ? null : id - 100);
    expect(s.matches.filter((m) => m.bracket === 'winners' && m.round === 1).map((m) => pair(m).map(seedOf))).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    const count = (b: MatchRecord['bracket'], r: number) => s.matches.filter((m) => m.bracket === b && m.round === r).length;
    expect([1, 2, 3, 4].map((r) => count('losers', r))).toEqual([2, 2, 1, 1]);
    expect([1, 2, 3].map((r) => count('winners', r))).toEqual([4, 2, 1]);
    expect(s.matches).toHaveLength(15);
    const gf = find(s, 'grand_final', 1);
    const reset = find(s, 'grand_final', 2);
    expect(reset).toMatchObject({ team1_from: `loser:${gf.id}`, team2_from: `winner:${gf.id}`, status: 'pending' });
    // Sources come before the matches they feed: the ids are an order of play.
    for (const m of s.matches)
      for (const src of [m.team1_from, m.team2_from]) if (!src.startsWith('seed')) expect(Number(src.split(':')[1])).toBeLessThan(m.id);
  });

  it('5 teams: the top three seeds skip round 1, no match has a bye, 8 series (2n−2) before the reset', () => {
    const s = createBracket({ format: 'double_elimination', best_of: 3, team_ids: teams(5) });
    const first = s.matches.filter((m) => m.bracket === 'winners' && m.round === 1);
    expect(first.map(pair)).toEqual([[104, 105]]);
    expect(s.matches.filter((m) => m.status === 'ready').map(pair)).toEqual([
      [104, 105],
      [102, 103],
    ]);
    expect(s.matches.filter((m) => !(m.bracket === 'grand_final' && m.round === 2))).toHaveLength(8);
    expect(slotLabel(find(s, 'winners', 2, 1).team2_from)).toBe('Победитель матча 1');
    expect(slotLabel(find(s, 'losers', 1).team1_from)).toMatch(/^Проигравший матча \d+$/);
  });

  it('single elimination with a third-place match: 1 v 4 and 2 v 3, then the final and the match for third', () => {
    let s = createBracket({ format: 'single_elimination', best_of: 1, third_place: true, team_ids: teams(4) });
    expect(s.matches.map((m) => m.bracket)).toEqual(['winners', 'winners', 'third_place', 'winners']);
    s = playAll(s, (m) => ({ scores: m.team1_id! < m.team2_id! ? [1, 0] : [0, 1] }));
    expect(computeStandings(s).map((x) => [x.team_id, x.rank, x.status])).toEqual([
      [101, 1, 'winner'],
      [102, 2, 'eliminated'],
      [103, 3, 'eliminated'],
      [104, 4, 'eliminated'],
    ]);
  });

  it('round robin of 5: every pair once, all ready at the start, 5 rounds with a team resting in each', () => {
    const s = createBracket({ format: 'round_robin', best_of: 1, team_ids: teams(5) });
    expect(s.matches).toHaveLength(10);
    expect(s.matches.every((m) => m.status === 'ready' && m.bracket === 'round_robin')).toBe(true);
    const pairs = new Set(s.matches.map((m) => [m.team1_id, m.team2_id].sort().join('-')));
    expect(pairs.size).toBe(10);
    expect(new Set(s.matches.map((m) => m.round)).size).toBe(5);
  });

  it('refuses a team count outside the format and a team listed twice', () => {
    expect(refusal(() => createBracket({ format: 'round_robin', best_of: 1, team_ids: teams(9) })).code).toBe('invalid_team_count');
    expect(refusal(() => createBracket({ format: 'double_elimination', best_of: 1, team_ids: teams(65) })).code).toBe('invalid_team_count');
    expect(refusal(() => createBracket({ format: 'double_elimination', best_of: 1, team_ids: [1, 2, 1] })).code).toBe('duplicate_team');
    expect(refusal(() => createBracket({ format: 'double_elimination', best_of: 2, team_ids: teams(4) })).code).toBe('invalid_settings');
  });
});

describe('the grand final and its reset', () => {
  /** 4 teams up to the grand final: the top seed through the winners' bracket, the second through the losers'. */
  const gfReady = () => {
    let s = createBracket({ format: 'double_elimination', best_of: 3, team_ids: teams(4) });
    for (;;) {
      const m = s.matches.find((x) => x.status === 'ready')!;
      if (m.bracket === 'grand_final') return s;
      s = recordResult(s, m.id, { scores: m.team1_id! < m.team2_id! ? [2, 1] : [1, 2] }).state;
    }
  };

  it('the winners’-bracket team wins the first final: the reset is dropped from the list and the tournament is over', () => {
    let s = gfReady();
    const gf = find(s, 'grand_final', 1);
    expect(pair(gf)).toEqual([101, 102]);
    expect(
      computeStandings(s)
        .filter((x) => x.status === 'qualified')
        .map((x) => x.team_id),
    ).toEqual([101, 102]);
    const r = recordResult(s, gf.id, { scores: [2, 0] });
    s = r.state;
    expect(r.finished).toBe(true);
    expect(find(s, 'grand_final', 2).status).toBe('skipped');
    expect(matchViews(s).map((m) => m.id)).not.toContain(gf.id + 1);
    expect(s.matches.filter((m) => m.status === 'completed')).toHaveLength(6); // 2n − 2
    expect(computeStandings(s)[0]).toMatchObject({ team_id: 101, rank: 1, status: 'winner', losses: 0 });
  });

  it('the losers’-bracket team wins the first final: the reset is played and decides', () => {
    let s = gfReady();
    const gf = find(s, 'grand_final', 1);
    const r = recordResult(s, gf.id, { scores: [1, 2] });
    s = r.state;
    expect(r.finished).toBe(false);
    expect(r.ready).toEqual([gf.id + 1]);
    const reset = find(s, 'grand_final', 2);
    expect(pair(reset)).toEqual([101, 102]);
    expect(computeStandings(s).find((x) => x.team_id === 101)).toMatchObject({ status: 'qualified', losses: 1 });
    s = recordResult(s, reset.id, { scores: [0, 2] }).state;
    expect(isFinished(s)).toBe(true);
    expect(s.matches.filter((m) => m.status === 'completed')).toHaveLength(7); // 2n − 1
    expect(computeStandings(s).slice(0, 2)).toMatchObject([
      { team_id: 102, rank: 1, status: 'winner', wins: 4, losses: 1 },
      { team_id: 101, rank: 2, status: 'eliminated', wins: 2, losses: 2 },
    ]);
  });

  it('correcting the first final to a winners’-bracket win drops the unplayed reset; once played, the reset must be reset first', () => {
    let s = gfReady();
    const gf = find(s, 'grand_final', 1).id;
    const reset = gf + 1;
    s = recordResult(s, gf, { scores: [1, 2] }).state;
    const undone = correctResult(s, gf, { scores: [2, 1] });
    expect(find(undone.state, 'grand_final', 2).status).toBe('skipped');
    expect(undone.changed_matches.map((m) => m.id)).toEqual([gf, reset]);

    s = recordResult(s, reset, { scores: [2, 0] }).state;
    const e = refusal(() => correctResult(s, gf, { scores: [2, 1] }));
    expect(e).toMatchObject({ code: 'dependent_match_played', match_id: reset });
    expect(e.message).toBe(`Результат матча ${gf} нельзя изменить: его команда уже сыграла матч ${reset}. Сначала сбросьте результат матча ${reset}`);
    s = resetResult(s, reset).state;
    s = correctResult(s, gf, { scores: [2, 1] }).state;
    expect(computeStandings(s)[0]).toMatchObject({ team_id: 101, status: 'winner' });
  });
});

describe('corrections', () => {
  it('a result fed into a played match cannot change its winner; a score typo with the same winner can', () => {
    let s = createBracket({ format: 'double_elimination', best_of: 3, team_ids: teams(8) });
    s = recordResult(s, 1, { scores: [2, 0] }).state; // 101 beats 108
    s = recordResult(s, 2, { scores: [2, 1] }).state; // 104 beats 105
    const next = s.matches.find((m) => pair(m).includes(101) && m.status === 'ready')!;
    s = recordResult(s, next.id, { scores: [2, 1] }).state;

    const e = refusal(() => correctResult(s, 1, { scores: [0, 2] }));
    expect(e).toMatchObject({ code: 'dependent_match_played', match_id: next.id });
    expect(correctResult(s, 1, { scores: [2, 1] }).changed_matches.map((m) => m.id)).toEqual([1]);
  });

  it('a correction moves the teams downstream: the new winner takes the slot, the new loser drops to the losers’ bracket', () => {
    let s = createBracket({ format: 'double_elimination', best_of: 1, team_ids: teams(8) });
    s = recordResult(s, 1, { scores: [1, 0] }).state;
    const r = correctResult(s, 1, { forfeit_by: 101 });
    s = r.state;
    expect(byId(s, 1)).toMatchObject({ winner_team_id: 108, forfeit: 'no_show', scores: null });
    const downstream = s.matches.filter((m) => m.id !== 1 && (pair(m).includes(101) || pair(m).includes(108)));
    expect(downstream.map((m) => [m.bracket, m.team1_id === 108 || m.team2_id === 108 ? 108 : 101])).toEqual([
      ['winners', 108],
      ['losers', 101],
    ]);
    expect(r.changed_matches.map((m) => m.id)).toEqual([1, ...downstream.map((m) => m.id)]);
  });

  it('a result can be taken back, and a pending or unknown match refuses a result', () => {
    let s = createBracket({ format: 'single_elimination', best_of: 1, team_ids: teams(4) });
    expect(refusal(() => recordResult(s, 3, { scores: [1, 0] })).code).toBe('match_not_ready');
    expect(refusal(() => recordResult(s, 99, { scores: [1, 0] })).code).toBe('unknown_match');
    s = recordResult(s, 1, { scores: [1, 0] }).state;
    expect(refusal(() => recordResult(s, 1, { scores: [0, 1] })).code).toBe('match_completed');
    expect(refusal(() => recordResult(s, 2, { forfeit_by: 101 })).code).toBe('team_not_in_match');
    const back = resetResult(s, 1);
    expect(byId(back.state, 1).status).toBe('ready');
    expect(back.ready).toEqual([1]);
  });
});

describe('disqualification', () => {
  it('forfeits the team’s ready match at once and every later one as it comes; its results stand; it ranks last', () => {
    let s = createBracket({ format: 'double_elimination', best_of: 3, team_ids: teams(4) });
    s = recordResult(s, 1, { scores: [2, 0] }).state; // 101 beats 104
    const r = disqualifyTeam(s, 101);
    s = r.state;
    expect(r.changed_teams).toEqual([{ team_id: 101, seed: 1, disqualified: 1 }]);
    expect(teamMatches(s, 101).next).not.toBeNull(); // its losers'-bracket match waits for an opponent

    s = playAll(s, () => ({ scores: [2, 1] }));
    expect(isFinished(s)).toBe(true);
    const forfeits = s.matches.filter((m) => m.forfeit === 'disqualified');
    expect(forfeits.every((m) => m.winner_team_id !== 101 && pair(m).includes(101))).toBe(true);
    expect(forfeits).toHaveLength(2);
    const table = computeStandings(s);
    expect(table.at(-1)).toMatchObject({ team_id: 101, rank: 4, wins: 1, losses: 2, status: 'eliminated' });
    expect(refusal(() => disqualifyTeam(s, 102)).code).toBe('tournament_finished');
    expect(refusal(() => correctResult(s, forfeits[0]!.id, { scores: [2, 0] })).code).toBe('team_disqualified');
  });

  it('in round robin the team’s remaining matches go to its opponents; between two disqualified teams the first disqualified loses', () => {
    let s = createBracket({ format: 'round_robin', best_of: 1, team_ids: teams(4) });
    s = disqualifyTeam(s, 103).state;
    s = disqualifyTeam(s, 104).state;
    const between = s.matches.find((m) => pair(m).includes(103) && pair(m).includes(104))!;
    expect(between).toMatchObject({ status: 'completed', winner_team_id: 104, forfeit: 'disqualified' });
    expect(s.matches.filter((m) => m.status === 'ready').map(pair)).toEqual([expect.arrayContaining([101, 102])]);
    expect(refusal(() => disqualifyTeam(s, 104)).code).toBe('already_disqualified');
    expect(refusal(() => disqualifyTeam(s, 999)).code).toBe('unknown_team');
  });
});

describe('both finalists disqualified', () => {
  // Single elimination, 4 teams with the match for third: 1 = 101 v 104, 2 = 102 v 103, 3 = third place, 4 = final.
  const bothFinalistsOut = () => {
    let s = createBracket({ format: 'single_elimination', best_of: 1, third_place: true, team_ids: teams(4) });
    s = recordResult(s, 1, { scores: [1, 0] }).state;
    s = recordResult(s, 2, { scores: [1, 0] }).state;
    s = disqualifyTeam(s, 101).state; // the final goes to 102, the match for third is still to play…
    return disqualifyTeam(s, 102).state; // …so 102 can be disqualified too: the final is a forfeit between two disqualified teams
  };

  it('the title goes to the best-placed team not disqualified: the winner of the match for third', () => {
    let s = bothFinalistsOut();
    expect(byId(s, 4)).toMatchObject({ status: 'completed', forfeit: 'disqualified', winner_team_id: 102 });
    // Not decided while the match for third is to play: nobody is the winner yet, and its two teams
    // play for the title («В игре»), not «Выбыли».
    expect(computeStandings(s).map((x) => [x.team_id, x.rank, x.status])).toEqual([
      [103, 1, 'active'],
      [104, 1, 'active'],
      [101, 3, 'eliminated'],
      [102, 3, 'eliminated'],
    ]);
    s = recordResult(s, 3, { scores: [0, 1] }).state; // 103 beats 104
    expect(isFinished(s)).toBe(true);
    expect(computeStandings(s).map((x) => [x.team_id, x.rank, x.status])).toEqual([
      [103, 1, 'winner'],
      [104, 2, 'eliminated'],
      [101, 3, 'eliminated'],
      [102, 3, 'eliminated'],
    ]);
    expect(tournamentWinner(s)).toBe(103);
  });

  it('a team disqualified in the match for third leaves the title to the other; the table and the winner agree', () => {
    let s = bothFinalistsOut();
    s = disqualifyTeam(s, 103).state; // 104 wins the match for third by forfeit: the tournament is over
    expect(isFinished(s)).toBe(true);
    expect(tournamentWinner(s)).toBe(104);
    expect(computeStandings(s).map((x) => [x.team_id, x.rank, x.status])).toEqual([
      [104, 1, 'winner'],
      [101, 2, 'eliminated'],
      [102, 2, 'eliminated'],
      [103, 2, 'eliminated'],
    ]);
  });
});

describe('standings', () => {
  it('round robin: a three-way tie on wins and between them is split by map difference, then maps won', () => {
    let s = createBracket({ format: 'round_robin', best_of: 3, team_ids: teams(4) });
    const play = (a: number, b: number, scores: [number, number]) => {
      const m = s.matches.find((x) => x.team1_id === a && x.team2_id === b) ?? s.matches.find((x) => x.team1_id === b && x.team2_id === a)!;
      s = recordResult(s, m.id, { scores: m.team1_id === a ? scores : [scores[1], scores[0]] }).state;
    };
    // 101, 102, 103 beat each other in a circle and all beat 104.
    play(101, 102, [2, 0]);
    play(102, 103, [2, 1]);
    play(103, 101, [2, 1]);
    play(101, 104, [2, 0]);
    play(102, 104, [2, 0]);
    expect(computeStandings(s).find((x) => x.team_id === 104)!.status).toBe('eliminated');
    play(103, 104, [2, 1]);
    expect(computeStandings(s).map((x) => [x.team_id, x.rank, x.wins, x.status])).toEqual([
      [101, 1, 2, 'winner'], // one win each between the three; maps 5:2
      [103, 2, 2, 'eliminated'], // 5:4, more maps won than 102
      [102, 3, 2, 'eliminated'], // 4:3
      [104, 4, 0, 'eliminated'],
    ]);
  });

  it('streak counts the series won in a row up to the last one', () => {
    let s = createBracket({ format: 'double_elimination', best_of: 1, team_ids: teams(4) });
    s = playAll(s, (m) => ({ scores: m.bracket === 'grand_final' && m.round === 1 ? [0, 1] : [1, 0] }));
    const table = computeStandings(s);
    expect(table.find((x) => x.status === 'winner')).toMatchObject({ team_id: 101, streak: 1, wins: 3, losses: 1 });
    expect(table.find((x) => x.rank === 2)).toMatchObject({ team_id: 102, streak: 0 });
  });
});
