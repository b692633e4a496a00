/**
 * The demo's tournament: an 8-team double elimination running mid-bracket (made once, through the
 * API as the admin, captains and players would: teams of two, registration, check-in, the start, the
 * first results), and the terminal's `tournament next` / `tournament new`.
 */
import type { TournamentListView, TournamentMatchView, TournamentSummaryView, TournamentView } from '@fanhub/shared';
import { demoApi, type DemoAnswer } from './demo-api.ts';

const TITLE = 'Демо-турнир CS2: двойное выбывание';
const PLAYER_PASSWORD = 'demo player password';
const TEAM_NAMES = ['Неоновые волки', 'Кибер-самураи', 'Ночной город', 'Хромовые черепа', 'Дети сети', 'Арасака Лоу', 'Глитч', 'Дедовы внуки'];
/** Results entered at seeding: the first winners' round, the second, and the first losers' round. */
const PLAYED_AT_START = 8;

const BRACKETS: Record<TournamentMatchView['bracket'], string> = {
  winners: 'верхняя сетка',
  losers: 'нижняя сетка',
  grand_final: 'гранд-финал',
  third_place: 'за 3-е место',
  round_robin: 'круг',
};

export function demoTournaments(apiUrl: string, admin: { email: string; password: string }) {
  const call = demoApi(apiUrl);
  /** The answer's body, or an error carrying the API's own message. */
  const ok = async <T>(answer: Promise<DemoAnswer>, ...statuses: number[]): Promise<T> => {
    const { status, body } = await answer;
    if (!statuses.includes(status)) throw new Error(String(body.detail ?? `HTTP ${status}`));
    return body as T;
  };
  const login = async (email: string, password: string) =>
    (await call('POST', '/auth/login', { form: new URLSearchParams({ username: email, password }) })).body.access_token as string | undefined;

  /** A demo player (registered on first use) signed in: `captain` leads team i, `player` plays in it. */
  async function person(role: 'captain' | 'player', i: number): Promise<{ id: number; token: string }> {
    const email = `${role}${i + 1}@fanhub.demo`;
    let token = await login(email, PLAYER_PASSWORD);
    if (!token) {
      const from = `10.78.${role === 'captain' ? 1 : 2}.${i + 1}`;
      await ok(call('POST', '/auth/register', { body: { email, username: `demo_${role}_${i + 1}`, password: PLAYER_PASSWORD }, from }), 201);
      token = await login(email, PLAYER_PASSWORD);
    }
    if (!token) throw new Error(`${email} could not sign in`);
    const me = await ok<{ id: number }>(call('GET', '/auth/me', { token }), 200);
    return { id: me.id, token };
  }

  /** Team i with its captain and player, made on first use. */
  async function squad(i: number) {
    const [captain, player] = [await person('captain', i), await person('player', i)];
    const { teams } = await ok<{ teams: { id: number; name: string; captain_id: number; invite_code: string | null }[] }>(
      call('GET', `/users/${captain.id}/teams`, { token: captain.token }),
      200,
    );
    let team = teams.find((t) => t.captain_id === captain.id && t.name === TEAM_NAMES[i]);
    if (!team) {
      const form = new FormData();
      form.set('name', TEAM_NAMES[i]!);
      team = await ok<NonNullable<typeof team>>(call('POST', '/teams', { token: captain.token, form }), 201);
    }
    const joined = await call('POST', '/teams/join', { token: player.token, body: { invite_code: team.invite_code } });
    if (joined.status !== 200 && joined.body.code !== 'already_member') throw new Error(String(joined.body.detail));
    return { teamId: team.id, captain, player };
  }

  const adminToken = async () => {
    const token = await login(admin.email, admin.password);
    if (!token) throw new Error('the demo admin could not sign in');
    return token;
  };
  const list = async () => ok<TournamentListView>(call('GET', '/tournaments'), 200);
  const view = async (id: number) => ok<TournamentView>(call('GET', `/tournaments/${id}`), 200);
  /** The demo's newest running tournament (its captains are the demo's). */
  const running = async (): Promise<TournamentSummaryView | undefined> =>
    (await list()).running.filter((t) => t.title === TITLE).sort((a, b) => b.id - a.id)[0];

  /** Creates (or, after an interrupted seeding, resumes) the tournament, registers and checks in every team, starts it. */
  async function seed(resume?: number): Promise<number> {
    const token = await adminToken();
    const id =
      resume ??
      (
        await ok<TournamentView>(
          call('POST', '/admin/tournaments', {
            token,
            body: {
              title: TITLE,
              game: 'CS2',
              format: 'double_elimination',
              team_size: 2,
              best_of: 3,
              maps: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2'],
              max_teams: TEAM_NAMES.length,
              starts_at: new Date(Date.now() + 20 * 60_000).toISOString(),
              check_in_minutes: 30,
              prize: '10 000 ₽',
              tier: 'tournament',
              rules: 'Демо: капитаны сообщают счёт серии, соперник подтверждает. Следующий матч подтверждается из терминала командой «tournament next».',
            },
          }),
          201,
        )
      ).id;
    for (let i = 0; i < TEAM_NAMES.length; i++) {
      const s = await squad(i);
      const registered = await call('POST', `/tournaments/${id}/registrations`, {
        token: s.captain.token,
        body: { team_id: s.teamId, player_ids: [s.captain.id, s.player.id] },
      });
      if (registered.status !== 201 && registered.body.code !== 'team_already_registered') throw new Error(String(registered.body.detail));
      await ok(call('POST', `/tournaments/${id}/check-in`, { token: s.player.token, body: { team_id: s.teamId } }), 200);
    }
    await startWhenDrawn(id, token);
    for (let played = 0; played < PLAYED_AT_START; played++) await next(id);
    return id;
  }

  /**
   * The start: one call, or with the demo's beacon two (202 fixes the field and commits to the next
   * round; 409 beacon_pending until it is out, a few seconds).
   */
  async function startWhenDrawn(id: number, token: string): Promise<void> {
    for (let tries = 0; tries < 40; tries++) {
      const { status, body } = await call('POST', `/admin/tournaments/${id}/start`, { token });
      if (status === 200) return;
      if (status !== 202 && body.code !== 'beacon_pending') throw new Error(String(body.detail ?? `HTTP ${status}`));
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('tournament: the beacon round did not come in 20 s');
  }

  /** The first match waiting for a result: a report is confirmed by the other captain, else team 1's captain reports and team 2's confirms. */
  async function next(id: number): Promise<string> {
    const t = await view(id);
    const m = t.matches.find((x) => x.status === 'reported' || x.status === 'ready');
    if (!m) {
      const disputed = t.matches.find((x) => x.status === 'disputed');
      return disputed ? `tournament: match #${disputed.id} is disputed: an admin rules it (/admin/tournaments)` : 'tournament: no match is ready';
    }
    const name = (team: number | null) => t.teams.find((x) => x.team_id === team)?.name ?? '?';
    const captainOf = async (team: number) => (await person('captain', TEAM_NAMES.indexOf(name(team)))).token;
    const [one, two] = [await captainOf(m.team1_id!), await captainOf(m.team2_id!)];
    const matchUrl = `/tournaments/${id}/matches/${m.id}`;
    let confirmer = two;
    if (m.status === 'ready') {
      // Best of 3: the winner drawn, the loser takes a map half the time.
      const loser = Math.random() < 0.5 ? 0 : 1;
      await ok(call('POST', `${matchUrl}/report`, { token: one, body: { scores: Math.random() < 0.5 ? [2, loser] : [loser, 2] } }), 200);
    } else if (m.reported_by_team_id === m.team2_id) confirmer = one;
    const done = await ok<TournamentMatchView>(call('POST', `${matchUrl}/confirm`, { token: confirmer }), 200);
    const after = await view(id);
    const winner = after.standings.find((s) => s.status === 'winner');
    const scores = done.scores ? `${done.scores[0]}:${done.scores[1]}` : '—';
    const line = `tournament: #${m.id} (${BRACKETS[m.bracket]}, раунд ${m.round}) «${name(m.team1_id)}» ${scores} «${name(m.team2_id)}» confirmed`;
    if (after.status === 'finished')
      return `${line}; the tournament is finished, winner «${winner ? name(winner.team_id) : '—'}» ("tournament new" starts another)`;
    const ready = after.matches.filter((x) => x.status === 'ready' || x.status === 'reported').map((x) => `#${x.id}`);
    return `${line}; ready: ${ready.join(', ') || 'none'}`;
  }

  const describe = async (id: number) => {
    const t = await view(id);
    const done = t.matches.filter((m) => m.status === 'completed').length;
    return `tournament: «${t.title}» #${id} is running, ${t.teams.length} teams, ${done} of ${t.matches.length} matches played ("tournament next" confirms the next ready match)`;
  };

  return {
    /** A running tournament mid-bracket, unless one is running already (the demo keeps its data). */
    async ensure(): Promise<string> {
      const now = await running();
      if (now) return describe(now.id);
      const { upcoming } = await list();
      return describe(await seed(upcoming.find((t) => t.title === TITLE)?.id));
    },
    async startNew(): Promise<string> {
      return describe(await seed());
    },
    async next(): Promise<string> {
      const t = await running();
      return t ? next(t.id) : 'tournament: none is running ("tournament new" starts one)';
    },
  };
}
