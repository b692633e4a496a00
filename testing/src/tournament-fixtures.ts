import { and, asc, eq } from 'drizzle-orm';
import { outbox, tournamentMatches } from '@fanhub/api/db';
import type { TournamentMatchView, TournamentTeamView, TournamentView } from '@fanhub/shared';
import type { TestApi } from './api-harness.ts';
import { bearer, buildTeam, buildUser, type SignedInUser } from './factories.ts';

/** Created through the API by `admin`: single elimination, 2 a side, best of 3, no check-in, starting in an hour, unless told otherwise. */
export async function buildTournament(api: TestApi, admin: { token: string }, fields: Record<string, unknown> = {}): Promise<TournamentView> {
  const body = {
    title: 'CS2 Tournament',
    game: 'CS2',
    format: 'single_elimination',
    team_size: 2,
    best_of: 3,
    maps: ['Mirage', 'Inferno', 'Nuke', 'Ancient'],
    max_teams: 8,
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    check_in_minutes: 0,
    prize: '15 000 ₽',
    rules: 'Античит обязателен',
    ...fields,
  };
  return (await api.http().post('/api/v1/admin/tournaments').set(bearer(admin.token)).send(body).expect(201)).body as TournamentView;
}

/** A team whose captain and members signed up through the API: `size` people, the captain first. */
export interface BuiltSquad {
  id: number;
  name: string;
  captain: SignedInUser;
  members: SignedInUser[];
  /** Everyone, the captain first. */
  everyone: SignedInUser[];
}

export async function buildSquad(api: TestApi, size = 2): Promise<BuiltSquad> {
  const captain = await buildUser(api);
  const team = await buildTeam(api, captain);
  const members: SignedInUser[] = [];
  for (let i = 1; i < size; i++) {
    const m = await buildUser(api);
    await api.http().post('/api/v1/teams/join').set(bearer(m.token)).send({ invite_code: team.invite_code }).expect(200);
    members.push(m);
  }
  return { id: team.id, name: team.name, captain, members, everyone: [captain, ...members] };
}

/** The captain registers the squad with everyone in it as the roster; the answer's body. */
export async function registerSquad(api: TestApi, tournamentId: number, squad: BuiltSquad, status = 201) {
  const res = await api
    .http()
    .post(`/api/v1/tournaments/${tournamentId}/registrations`)
    .set(bearer(squad.captain.token))
    .send({ team_id: squad.id, player_ids: squad.everyone.map((p) => p.id) })
    .expect(status);
  return res.body as TournamentTeamView & { code?: string };
}

export const getTournament = async (api: TestApi, id: number): Promise<TournamentView> =>
  (await api.http().get(`/api/v1/tournaments/${id}`).expect(200)).body as TournamentView;

/** A started tournament of `teams` squads (registered in order), and each squad by team id. */
export async function startedTournament(api: TestApi, admin: { token: string }, teams: number, fields: Record<string, unknown> = {}) {
  const created = await buildTournament(api, admin, fields);
  const squads: BuiltSquad[] = [];
  for (let i = 0; i < teams; i++) {
    const squad = await buildSquad(api, (fields.team_size as number | undefined) ?? 2);
    await registerSquad(api, created.id, squad);
    squads.push(squad);
  }
  const view = (await api.http().post(`/api/v1/admin/tournaments/${created.id}/start`).set(bearer(admin.token)).expect(200)).body as TournamentView;
  return { view, squads, byTeam: new Map(squads.map((s) => [s.id, s])) };
}

/** A match call by a captain: report, confirm, dispute, no-show. */
export function matchCall(
  api: TestApi,
  who: { token: string },
  tournamentId: number,
  matchId: number,
  what: 'report' | 'confirm' | 'dispute' | 'no-show',
  body?: object,
) {
  const req = api.http().post(`/api/v1/tournaments/${tournamentId}/matches/${matchId}/${what}`).set(bearer(who.token));
  return body ? req.send(body) : req;
}

/** Team 1's captain reports `scores`, team 2's confirms: the match's view after. */
export async function playMatch(
  api: TestApi,
  tournamentId: number,
  match: Pick<TournamentMatchView, 'id' | 'team1_id' | 'team2_id'>,
  byTeam: Map<number, BuiltSquad>,
  scores: [number, number],
): Promise<TournamentMatchView> {
  await matchCall(api, byTeam.get(match.team1_id!)!.captain, tournamentId, match.id, 'report', { scores }).expect(200);
  return (await matchCall(api, byTeam.get(match.team2_id!)!.captain, tournamentId, match.id, 'confirm').expect(200)).body as TournamentMatchView;
}

/** Moves a match's stored moments into the past (the clock as the database sees it), in minutes. */
export async function agoMatch(api: TestApi, tournamentId: number, matchId: number, set: { readyAt?: number; confirmDeadline?: number }) {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await api.db
    .update(tournamentMatches)
    .set({
      ...(set.readyAt !== undefined ? { readyAt: ago(set.readyAt) } : {}),
      ...(set.confirmDeadline !== undefined ? { confirmDeadline: ago(set.confirmDeadline) } : {}),
    })
    .where(and(eq(tournamentMatches.tournamentId, tournamentId), eq(tournamentMatches.number, matchId)));
}

/** A tournament's events of one type from the outbox, in the order they were written (its sequence). */
export async function tournamentEvents(api: TestApi, type: string, tournamentId: number) {
  const rows = await api.db.select().from(outbox).where(eq(outbox.type, type)).orderBy(asc(outbox.seq));
  return rows.map((r) => r.event as { actorId: number | null; payload: Record<string, unknown> }).filter((e) => e.payload.tournamentId === tournamentId);
}
