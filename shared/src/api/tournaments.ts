import {
  AdminMatchBody,
  CheckInBody,
  DisputeBody,
  RegistrationBody,
  ReportBody,
  SeedingBody,
  TOURNAMENT_MSG,
  TournamentCreateBody,
  TournamentListView,
  TournamentMatchView,
  TournamentTeamView,
  TournamentUpdateBody,
  TournamentView,
} from '../contracts/tournaments.ts';
import { EDIT_VERSION_ERRORS } from './edit-version.ts';
import { idParam, routes } from './route.ts';

const tournament = { id: idParam(TOURNAMENT_MSG.notFound, 'tournament_not_found') };
const match = { ...tournament, matchId: idParam(TOURNAMENT_MSG.matchNotFound, 'match_not_found') };
const team = { ...tournament, teamId: idParam(TOURNAMENT_MSG.teamNotRegistered, 'team_not_registered') };
const r = routes('tournaments');

/** What every captain's call on a match may be refused with, besides its own. */
const MATCH_REFUSALS = ['tournament_not_running', 'match_not_ready', 'match_completed', 'match_disputed'] as const;

/** Tournaments (issue 31): the public record, registration and check-in, the teams' reports, and the admin's console. */
export const TOURNAMENT_ROUTES = {
  list: r.get('/tournaments', 'Upcoming, running and past tournaments (past ones with their winner)', { answer: TournamentListView }),
  get: r.get('/tournaments/:id', 'One tournament: settings, teams, bracket, standings; the seed only after the start', {
    params: tournament,
    answer: TournamentView,
  }),
  register: r.post(
    '/tournaments/:id/registrations',
    'A captain registers their team with a roster of exactly team_size players (plus up to team_size substitutes) from the team; 403 "not_eligible" with players:[{user_id, missing}] when a player does not meet the rules or is blocked (missing ["blocked"]), as at check-in',
    {
      params: tournament,
      body: RegistrationBody,
      status: 201,
      answer: TournamentTeamView,
      errors: {
        403: ['not_captain', 'not_eligible'],
        404: ['team_not_found'],
        409: ['tournament_full', 'player_already_registered', 'team_already_registered', 'registration_closed', 'field_closed'],
      },
    },
  ),
  withdraw: r.del('/tournaments/:id/registrations/:teamId', 'The captain withdraws their team before the start (an admin removes any team)', {
    params: team,
    answer: null,
    errors: { 403: ['not_captain'], 409: ['tournament_started', 'field_closed'] },
  }),
  checkIn: r.post(
    '/tournaments/:id/check-in',
    'Any roster player checks the team in, in the window before the start; every roster player must still be eligible, unblocked and in the team (403 not_eligible, per player)',
    {
      params: tournament,
      body: CheckInBody,
      answer: TournamentTeamView,
      errors: {
        403: ['not_roster_player', 'not_eligible'],
        404: ['team_not_registered'],
        409: ['check_in_closed', 'no_check_in', 'tournament_started', 'field_closed'],
      },
    },
  ),
  report: r.post(
    '/tournaments/:id/matches/:matchId/report',
    "A captain of either team reports the series score [team1's, team2's]; the same score from both confirms it",
    {
      params: match,
      body: ReportBody,
      answer: TournamentMatchView,
      errors: { 403: ['not_match_captain'], 409: [...MATCH_REFUSALS], 422: ['invalid_score'] },
    },
  ),
  confirm: r.post('/tournaments/:id/matches/:matchId/confirm', "The other team's captain confirms the reported score", {
    params: match,
    answer: TournamentMatchView,
    errors: { 403: ['not_match_captain'], 409: [...MATCH_REFUSALS, 'no_report', 'own_report'] },
  }),
  dispute: r.post('/tournaments/:id/matches/:matchId/dispute', "The other team's captain disputes the reported score, with a reason; an admin rules", {
    params: match,
    body: DisputeBody,
    answer: TournamentMatchView,
    errors: { 403: ['not_match_captain'], 409: [...MATCH_REFUSALS, 'no_report', 'own_report'] },
  }),
  noShow: r.post(
    '/tournaments/:id/matches/:matchId/no-show',
    'A captain claims a technical win: the opponent has neither reported nor answered within no_show_minutes of the match being ready',
    {
      params: match,
      answer: TournamentMatchView,
      errors: { 403: ['not_match_captain'], 409: [...MATCH_REFUSALS, 'no_show_too_early', 'opponent_responded'] },
    },
  ),

  adminList: r.get('/admin/tournaments', 'Every tournament, the past ones too (admins)', { answer: TournamentListView }),
  create: r.post('/admin/tournaments', 'Create a tournament; the commitment to its seeding seed is published at once', {
    body: TournamentCreateBody,
    status: 201,
    answer: TournamentView,
  }),
  adminGet: r.get('/admin/tournaments/:id', "The admin editor's copy of a tournament, its version as a strong ETag", {
    params: tournament,
    answer: TournamentView,
  }),
  update: r.put(
    '/admin/tournaments/:id',
    'Change a tournament until its start (after the first registration not its team size nor eligibility). With If-Match a stale save is a 412 "stale_version" carrying the current tournament',
    {
      params: tournament,
      body: TournamentUpdateBody,
      answer: TournamentView,
      errors: { 400: EDIT_VERSION_ERRORS.errors[400], 409: ['tournament_started', 'tournament_locked', 'field_closed'], 412: EDIT_VERSION_ERRORS.errors[412] },
    },
  ),
  seeding: r.post(
    '/admin/tournaments/:id/seeding',
    'Seed the registered teams by hand (team_ids, seed 1 first; [] goes back to the verifiable draw). A save of the tournament: it raises the version (the ETag), and with If-Match a stale one is a 412 "stale_version" carrying the current tournament',
    {
      params: tournament,
      body: SeedingBody,
      answer: TournamentView,
      errors: { 400: EDIT_VERSION_ERRORS.errors[400], 409: ['tournament_started', 'field_closed'], 412: EDIT_VERSION_ERRORS.errors[412] },
    },
  ),
  start: r.post(
    '/admin/tournaments/:id/start',
    'Start: teams not checked in are dropped, the rest seeded (draw or manual), the bracket created and the seed revealed. A draw bound to a beacon (DRAW_BEACON_URL) starts in two calls: the first fixes the field and commits to the first beacon round after it (202, the view with `beacon`); a call before that round is published is a 409 "beacon_pending" (Retry-After); then the start seeds with its verified randomness (200)',
    {
      params: tournament,
      answer: TournamentView,
      answersAlsoWith: [202],
      errors: {
        409: ['tournament_started', 'not_enough_teams', 'seeding_outdated', 'beacon_pending'],
        502: ['beacon_invalid'],
        503: ['beacon_unavailable'],
      },
    },
  ),
  rule: r.put(
    '/admin/tournaments/:id/matches/:matchId',
    'Rule or correct a match score (null takes the result back), or set its stream link; 409 "dependent_match_played" names the later match to reset first. Corrections and resets also after the end of a tournament played to the end: it stays finished with its winner recomputed, or runs again when its bracket is no longer complete; one ended early by an admin answers 409 "tournament_not_running"',
    {
      params: match,
      body: AdminMatchBody,
      answer: TournamentMatchView,
      errors: {
        409: ['tournament_not_running', 'match_not_ready', 'match_not_completed', 'dependent_match_played', 'team_disqualified'],
        422: ['invalid_score'],
      },
    },
  ),
  disqualify: r.post('/admin/tournaments/:id/teams/:teamId/disqualify', 'Disqualify a team: its remaining matches are forfeited to its opponents', {
    params: team,
    answer: TournamentView,
    errors: { 409: ['tournament_not_running', 'already_disqualified'] },
  }),
  finish: r.post('/admin/tournaments/:id/finish', 'End a running tournament now (the winner, if decided, stands)', {
    params: tournament,
    answer: TournamentView,
    errors: { 409: ['tournament_not_running'] },
  }),
} as const;
