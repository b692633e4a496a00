import type { AdminMatchBody, TournamentCreateBody, TournamentUpdateBody } from '@fanhub/shared';
import { call } from '../../../api/call';

/** The admin's tournament calls (issue 31), typed by the declared routes (shared/src/api/tournaments.ts). */
export const adminTournamentsApi = {
  list: () => call('GET /admin/tournaments'),
  get: (id: number) => call('GET /admin/tournaments/:id', { params: { id } }),
  create: (body: TournamentCreateBody) => call('POST /admin/tournaments', { body }),
  /** Saved against the version the form was loaded at (If-Match): another admin's edit in between is a 412. */
  update: (id: number, body: TournamentUpdateBody, version: number) =>
    call('PUT /admin/tournaments/:id', { params: { id }, body, options: { ifMatch: version } }),
  /** Seed 1 first; [] goes back to the verifiable draw. Against the version on the page (If-Match), like the editor's save. */
  seed: (id: number, teamIds: number[], version: number) =>
    call('POST /admin/tournaments/:id/seeding', { params: { id }, body: { team_ids: teamIds }, options: { ifMatch: version } }),
  /** An admin removes any team before the start (the captain's withdrawal route). */
  removeTeam: (id: number, teamId: number) => call('DELETE /tournaments/:id/registrations/:teamId', { params: { id, teamId } }),
  start: (id: number) => call('POST /admin/tournaments/:id/start', { params: { id } }),
  /** Rule or correct a score (null takes the result back), or set the stream link. */
  rule: (id: number, matchId: number, body: AdminMatchBody) => call('PUT /admin/tournaments/:id/matches/:matchId', { params: { id, matchId }, body }),
  disqualify: (id: number, teamId: number) => call('POST /admin/tournaments/:id/teams/:teamId/disqualify', { params: { id, teamId } }),
  finish: (id: number) => call('POST /admin/tournaments/:id/finish', { params: { id } }),
};
