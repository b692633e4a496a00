import { call } from '../../api/call';

/** The tournament calls of issue 31 a visitor or member makes, typed by the declared routes (shared/src/api/tournaments.ts). */
export const tournamentsApi = {
  list: () => call('GET /tournaments'),
  get: (id: number) => call('GET /tournaments/:id', { params: { id } }),
  /** The signed-in member's teams (captain and members), for the captain's and the roster's buttons. */
  myTeams: (userId: number) => call('GET /users/:id/teams', { params: { id: userId } }).then((r) => r.teams),
  register: (id: number, teamId: number, playerIds: number[]) =>
    call('POST /tournaments/:id/registrations', { params: { id }, body: { team_id: teamId, player_ids: playerIds } }),
  withdraw: (id: number, teamId: number) => call('DELETE /tournaments/:id/registrations/:teamId', { params: { id, teamId } }),
  checkIn: (id: number, teamId: number) => call('POST /tournaments/:id/check-in', { params: { id }, body: { team_id: teamId } }),
  report: (id: number, matchId: number, scores: [number, number]) =>
    call('POST /tournaments/:id/matches/:matchId/report', { params: { id, matchId }, body: { scores } }),
  confirm: (id: number, matchId: number) => call('POST /tournaments/:id/matches/:matchId/confirm', { params: { id, matchId } }),
  dispute: (id: number, matchId: number, reason: string) =>
    call('POST /tournaments/:id/matches/:matchId/dispute', { params: { id, matchId }, body: { reason } }),
  noShow: (id: number, matchId: number) => call('POST /tournaments/:id/matches/:matchId/no-show', { params: { id, matchId } }),
};
