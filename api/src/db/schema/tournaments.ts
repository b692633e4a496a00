// Tournaments (issue 31): the tournament with its seed commitment, the registered teams with their
// rosters, and one row per bracket match (the engine's MatchRecord plus the teams' reports).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { BeaconProof, Eligibility } from '@fanhub/shared';
import { BRACKET_FORMATS, BRACKET_NAMES, MATCH_STATUSES, type ForfeitReason, type SlotSource } from '@fanhub/shared/tournaments';
import { editVersion, ownedBy, stampedAt, timestamps, timestamptz } from './columns.ts';
import { actorRef, users } from './users.ts';

export const tournamentFormat = pgEnum('tournament_format', BRACKET_FORMATS);
/**
 * Where a tournament is: `open` (registration, then check-in: the API tells them apart by the time),
 * `running` (the bracket exists), `finished`.
 */
export const tournamentStage = pgEnum('tournament_stage', ['open', 'running', 'finished']);
export const tournamentSeeding = pgEnum('tournament_seeding', ['draw', 'manual']);
export const tournamentBracket = pgEnum('tournament_bracket', BRACKET_NAMES);
export const tournamentMatchStatus = pgEnum('tournament_match_status', MATCH_STATUSES);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    game: text('game').notNull(),
    format: tournamentFormat('format').notNull(),
    /** Single elimination only: a match between the semi-final losers. */
    thirdPlace: boolean('third_place').notNull().default(false),
    teamSize: integer('team_size').notNull(),
    bestOf: integer('best_of').notNull(),
    /** The map pool; each match's maps are drawn from it with the revealed seed. */
    maps: jsonb('maps').$type<string[]>().notNull(),
    maxTeams: integer('max_teams').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    /** Null: registration stays open until the start. */
    registrationEndsAt: timestamptz('registration_ends_at'),
    /** Check-in opens this long before `starts_at`; 0 = no check-in (every registered team plays). */
    checkInMinutes: integer('check_in_minutes').notNull(),
    confirmMinutes: integer('confirm_minutes').notNull(),
    noShowMinutes: integer('no_show_minutes').notNull(),
    prize: text('prize').notNull(),
    /** The giveaway tier the prize is (the "tournament 10 000 ₽" one), or null. */
    tier: text('tier'),
    rules: text('rules').notNull().default(''),
    eligibility: jsonb('eligibility').$type<Eligibility>().notNull(),
    stage: tournamentStage('stage').notNull().default('open'),
    /** Secret until the start: 32 random bytes, hex. Never sent before `started_at`. */
    seed: text('seed').notNull(),
    /** sha256_hex(seed), published at creation. */
    commitment: text('commitment').notNull(),
    seeding: tournamentSeeding('seeding').notNull().default('draw'),
    /** An admin's seeding (team ids, seed 1 first) set before the start; null: the verifiable draw. */
    manualSeeding: jsonb('manual_seeding').$type<number[]>(),
    /**
     * Bound to a public randomness beacon (DRAW_BEACON_URL, the draw): the start's first call fixes
     * the field (`field_closed_at`) and commits to the first round after it (`beacon_round`, published
     * at `beacon_round_at`); the start itself seeds with that round's randomness, kept with its proof.
     */
    fieldClosedAt: timestamptz('field_closed_at'),
    beaconRound: integer('beacon_round'),
    beaconRoundAt: timestamptz('beacon_round_at'),
    beaconRandomness: text('beacon_randomness'),
    beaconProof: jsonb('beacon_proof').$type<BeaconProof>(),
    /** Registered teams now; changed only under the tournament row's lock, so it never passes max_teams. */
    teamsCount: integer('teams_count').notNull().default(0),
    winnerTeamId: integer('winner_team_id'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    createdBy: actorRef('created_by'),
    ...editVersion(),
    ...timestamps(),
  },
  (t) => [index('tournaments_stage_starts_idx').on(t.stage, t.startsAt)],
);

/**
 * A team in a tournament: the engine's TeamRecord (seed, disqualification order) once it started.
 * No foreign key to `teams`: a team disbanded later keeps its place in a bracket and the name it had
 * (`team_name`); teams not checked in at the start are deleted with their roster.
 */
export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    tournamentId: ownedBy('tournament_id', () => tournaments.id),
    teamId: integer('team_id').notNull(),
    /** The team's name at registration: shown once the team is disbanded (until then its current name). */
    teamName: text('team_name').notNull(),
    registeredBy: actorRef('registered_by'),
    registeredAt: stampedAt('registered_at'),
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: actorRef('checked_in_by'),
    /** 1 is the top seed; set at the start. */
    seed: integer('seed'),
    /** Order of disqualification (1 = the first team disqualified), null while the team plays. */
    disqualified: integer('disqualified'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.teamId] })],
);

/**
 * Who plays for a team: `team_size` players and up to `team_size` substitutes. The key is the
 * member within the tournament: a member plays in one roster per tournament, whatever the race.
 */
export const tournamentRoster = pgTable(
  'tournament_roster',
  {
    tournamentId: integer('tournament_id').notNull(),
    teamId: integer('team_id').notNull(),
    userId: ownedBy('user_id', () => users.id),
    substitute: boolean('substitute').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'tournament_roster_member_key', columns: [t.tournamentId, t.userId] }),
    foreignKey({
      name: 'tournament_roster_registration_fk',
      columns: [t.tournamentId, t.teamId],
      foreignColumns: [tournamentRegistrations.tournamentId, tournamentRegistrations.teamId],
    }).onDelete('cascade'),
    index('tournament_roster_team_idx').on(t.tournamentId, t.teamId),
  ],
);

/**
 * One bracket match: the engine's MatchRecord (`number` is its id, 1…N) and what the teams said
 * about it. The API's "reported" and "disputed" are a ready match with a report (and a dispute).
 */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    tournamentId: ownedBy('tournament_id', () => tournaments.id),
    number: integer('number').notNull(),
    bracket: tournamentBracket('bracket').notNull(),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    team1From: text('team1_from').$type<SlotSource>().notNull(),
    team2From: text('team2_from').$type<SlotSource>().notNull(),
    team1Id: integer('team1_id'),
    team2Id: integer('team2_id'),
    status: tournamentMatchStatus('status').notNull(),
    /** Series wins, [team1's, team2's]; null for a forfeit and without a result. */
    scores: jsonb('scores').$type<[number, number]>(),
    winnerTeamId: integer('winner_team_id'),
    forfeit: text('forfeit').$type<ForfeitReason>(),
    /** When both teams became known (the no-show window counts from here). */
    readyAt: timestamptz('ready_at'),
    /** The reported series score, [team1's, team2's], and the team whose captain reported it. */
    reportedScores: jsonb('reported_scores').$type<[number, number]>(),
    reportedBy: integer('reported_by'),
    reportedAt: timestamptz('reported_at'),
    /** An unanswered report is confirmed at this moment (reported_at + confirm_minutes). */
    confirmDeadline: timestamptz('confirm_deadline'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamptz('disputed_at'),
    completedAt: timestamptz('completed_at'),
    /** Where the match is streamed, shown beside its maps (an admin sets it). */
    streamUrl: text('stream_url'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.number] }),
    // The auto-confirm scan: reports nobody answered, by deadline.
    index('tournament_matches_confirm_due_idx')
      .on(t.confirmDeadline)
      .where(sql`${t.confirmDeadline} is not null and ${t.disputeReason} is null`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentRegistrationRow = typeof tournamentRegistrations.$inferSelect;
export type TournamentRosterRow = typeof tournamentRoster.$inferSelect;
export type TournamentMatchRow = typeof tournamentMatches.$inferSelect;
