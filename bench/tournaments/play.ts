/**
 * bench/tournaments' traffic, all through the API as the site's users make it: teams of two
 * (a captain creates it, a member joins by its code), a double elimination created by the admin,
 * registrations, check-ins, the start, and every match reported by one captain and confirmed by the
 * other until the tournament is finished.
 */
import { performance } from 'node:perf_hooks';
import type { TournamentView } from '@fanhub/shared';

export interface Answer {
  status: number;
  json: unknown;
  /** The answer's body as sent (bytes). */
  body: Buffer;
}

export type Call = (method: string, url: string, token?: string, body?: unknown) => Promise<Answer>;

/** Calls under /api/v1 of the bench's server; a FormData body goes as multipart. */
export function client(port: number): Call {
  const base = `http://127.0.0.1:${port}/api/v1`;
  return async (method, url, token, body) => {
    const form = body instanceof FormData;
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !form ? { 'content-type': 'application/json' } : {}) },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, json: bytes.length ? JSON.parse(bytes.toString('utf8')) : null, body: bytes };
  };
}

/** The answer's JSON when its status is the expected one; otherwise the run stops, saying what failed. */
export async function expectStatus<T>(what: string, status: number, answer: Promise<Answer>): Promise<T> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: ${got.status} ${got.body.toString('utf8').slice(0, 300)}`);
  return got.json as T;
}

export interface Member {
  userId: number;
  token: string;
}

export interface Squad {
  teamId: number;
  captain: Member;
  player: Member;
}

/** One team per two members: the first creates it (its captain), the second joins by its code. */
export async function makeSquads(call: Call, members: Member[], count: number): Promise<Squad[]> {
  const squads: Squad[] = [];
  for (let i = 0; i < count; i++) {
    const [captain, player] = [members[2 * i]!, members[2 * i + 1]!];
    const form = new FormData();
    form.set('name', `Бенч ${String(i + 1).padStart(2, '0')} ${captain.userId}`);
    const team = await expectStatus<{ id: number; invite_code: string }>('team', 201, call('POST', '/teams', captain.token, form));
    await expectStatus('join', 200, call('POST', '/teams/join', player.token, { invite_code: team.invite_code }));
    squads.push({ teamId: team.id, captain, player });
  }
  return squads;
}

/** A double elimination of 2-player teams, best of 3, check-in open now (it starts in 10 minutes, check-in 30 before). */
export async function createTournament(call: Call, adminToken: string, title: string, maxTeams: number): Promise<number> {
  const body = {
    title,
    game: 'CS2',
    format: 'double_elimination',
    team_size: 2,
    best_of: 3,
    maps: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Vertigo', 'Dust2'],
    max_teams: maxTeams,
    starts_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    check_in_minutes: 30,
    prize: '10 000 ₽',
    rules: 'Античит обязателен. Серия до двух побед, карты по жребию из пула.',
  };
  return (await expectStatus<TournamentView>('create', 201, call('POST', '/admin/tournaments', adminToken, body))).id;
}

/** Every squad's captain registers it with both players; the second player checks it in. */
export async function registerAndCheckIn(call: Call, id: number, squads: Squad[]): Promise<void> {
  for (const s of squads) {
    const body = { team_id: s.teamId, player_ids: [s.captain.userId, s.player.userId] };
    await expectStatus('register', 201, call('POST', `/tournaments/${id}/registrations`, s.captain.token, body));
    await expectStatus('check-in', 200, call('POST', `/tournaments/${id}/check-in`, s.player.token, { team_id: s.teamId }));
  }
}

/** The admin's start call (the bracket is created in it), timed from the request to the whole answer. */
export async function timedStart(call: Call, adminToken: string, id: number): Promise<number> {
  const t0 = performance.now();
  await expectStatus('start', 200, call('POST', `/admin/tournaments/${id}/start`, adminToken));
  return performance.now() - t0;
}

/** A small deterministic generator (mulberry32): the same run plays the same bracket. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Played {
  /** report + confirm of each match, ms. */
  pairs: number[];
  /** Its anchor before each match: the same two captains' `GET /auth/me`, one after the other, ms. */
  anchors: number[];
  /** The server's CPU seconds spent in all report + confirm pairs, and in all anchors. */
  pairsCpu: number;
  anchorsCpu: number;
  /** The largest page answer seen while playing, bytes, and that body. */
  largest: Buffer;
  final: TournamentView;
}

/**
 * Plays the tournament to its end: each round, every ready match is reported by team 1's captain
 * (a best-of-3 score, the winner drawn) and confirmed by team 2's; the page is read between rounds.
 */
export async function playOut(call: Call, id: number, squads: Squad[], rand: () => number, cpu: () => number = () => 0): Promise<Played> {
  const captainOf = new Map(squads.map((s) => [s.teamId, s.captain.token]));
  const pairs: number[] = [];
  const anchors: number[] = [];
  let [pairsCpu, anchorsCpu] = [0, 0];
  let largest: Buffer = Buffer.alloc(0);
  const read = async () => {
    const answer = await call('GET', `/tournaments/${id}`);
    if (answer.status !== 200) throw new Error(`page: ${answer.status}`);
    if (answer.body.length > largest.length) largest = answer.body;
    return answer.json as TournamentView;
  };
  let view = await read();
  while (view.status !== 'finished') {
    const ready = view.matches.filter((m) => m.status === 'ready');
    if (!ready.length) throw new Error(`no match ready in a running tournament (${view.matches.length} matches)`);
    for (const m of ready) {
      const [one, two] = [captainOf.get(m.team1_id!)!, captainOf.get(m.team2_id!)!];
      let [t0, c0] = [performance.now(), cpu()];
      await expectStatus('me', 200, call('GET', '/auth/me', one));
      await expectStatus('me', 200, call('GET', '/auth/me', two));
      anchors.push(performance.now() - t0);
      anchorsCpu += cpu() - c0;
      const loser = rand() < 0.5 ? 0 : 1;
      const scores: [number, number] = rand() < 0.5 ? [2, loser] : [loser, 2];
      [t0, c0] = [performance.now(), cpu()];
      await expectStatus('report', 200, call('POST', `/tournaments/${id}/matches/${m.id}/report`, one, { scores }));
      await expectStatus('confirm', 200, call('POST', `/tournaments/${id}/matches/${m.id}/confirm`, two));
      pairs.push(performance.now() - t0);
      pairsCpu += cpu() - c0;
    }
    view = await read();
  }
  return { pairs, anchors, pairsCpu, anchorsCpu, largest, final: view };
}
