/**
 * The events' schemas: one zod schema per event. What each event does (rooms, effects on sockets,
 * its description) is declared beside, in ./event-catalogue/.
 * Every event is written to the outbox in the same transaction as its change and crosses Redis
 * as JSON; consumers parse it again with `parseEvent`, so a payload is checked at runtime.
 */
import { z } from 'zod';
import { MeView } from './contracts/auth.ts';
import { LEVELS } from './rules/levels.ts';
import { VideoEventView } from './contracts/videos.ts';
import { MISSING_KEYS } from './contracts/giveaways.ts';
import { NotificationSendRef } from './contracts/notifications.ts';
import { ScheduleView } from './contracts/schedule.ts';
import { ScheduleChange } from './change-log/schedule-changes.ts';

export const VERIFICATION_PROVIDERS = ['youtube', 'twitch', 'telegram'] as const;
const VerificationProvider = z.enum(VERIFICATION_PROVIDERS);
export type VerificationProvider = z.infer<typeof VerificationProvider>;

const base = {
  id: z.uuid(),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
};

const userRef = { userId: z.number().int(), username: z.string() };
const teamRef = { teamId: z.number().int(), teamName: z.string() };
const giveawayRef = { giveawayId: z.number().int(), title: z.string() };
const winnerRef = z.object({ ...userRef, rank: z.number().int() });
const entriesCount = z.object({ giveawayId: z.number().int(), entriesCount: z.number().int() });
const tournamentRef = { tournamentId: z.number().int(), title: z.string() };
const tournamentTeamRef = { ...tournamentRef, teamId: z.number().int(), teamName: z.string() };
const seriesScores = z.tuple([z.number().int(), z.number().int()]);
/** A match and its two teams (null while a slot is not decided). */
const tournamentMatchRef = {
  ...tournamentRef,
  matchId: z.number().int(),
  team1Id: z.number().int().nullable(),
  team2Id: z.number().int().nullable(),
  team1Name: z.string().nullable(),
  team2Name: z.string().nullable(),
};
/** How a match got its result: both captains, the clock, a no-show claim, an admin, a disqualification. */
export const MATCH_RESULT_HOWS = ['confirmed', 'auto_confirmed', 'no_show', 'ruled', 'corrected', 'disqualified'] as const;

/** The stream status as GET /api/v1/stream/status answers it, carried by every stream.* event. */
export const StreamStatusView = z.object({
  isLive: z.boolean(),
  viewers: z.number().int().min(0),
  title: z.string().nullable(),
  game: z.string().nullable(),
  startedAt: z.string().nullable(),
  channel: z.string(),
  updatedAt: z.string(),
  source: z.enum(['twitch', 'stream-info', 'eventsub', 'none']),
});
export type StreamStatusView = z.infer<typeof StreamStatusView>;
const streamState = StreamStatusView;

export const EVENT_SCHEMAS = {
  'user.registered': z.object({ ...base, type: z.literal('user.registered'), payload: z.object({ ...userRef, email: z.string() }) }),
  'user.logged_in': z.object({ ...base, type: z.literal('user.logged_in'), payload: z.object({ ...userRef, sessionId: z.string(), device: z.string() }) }),
  'user.logged_out': z.object({ ...base, type: z.literal('user.logged_out'), payload: z.object({ ...userRef, sessionId: z.string() }) }),
  /** Profile, avatar, points or flags changed; the whole new view rides along so open pages update without a request. */
  'user.updated': z.object({
    ...base,
    type: z.literal('user.updated'),
    payload: z.object({ ...userRef, fields: z.array(z.string()), user: MeView }),
  }),
  /** The member's level moved (up after an award, down after a withdrawal). */
  'level.changed': z.object({
    ...base,
    type: z.literal('level.changed'),
    payload: z.object({
      ...userRef,
      level: z.number().int().min(1).max(LEVELS.length),
      previousLevel: z.number().int().min(1).max(LEVELS.length),
      levelName: z.string(),
      levelPoints: z.number().int(),
    }),
  }),
  /** An admin blocked or unblocked an account; blocking ends every session of it. */
  'user.blocked': z.object({ ...base, type: z.literal('user.blocked'), payload: z.object(userRef) }),
  'user.unblocked': z.object({ ...base, type: z.literal('user.unblocked'), payload: z.object(userRef) }),
  'user.role_changed': z.object({
    ...base,
    type: z.literal('user.role_changed'),
    payload: z.object({ ...userRef, role: z.enum(['user', 'moderator', 'admin']), previousRole: z.enum(['user', 'moderator', 'admin']), isAdmin: z.boolean() }),
  }),
  'user.deleted': z.object({ ...base, type: z.literal('user.deleted'), payload: z.object(userRef) }),
  /** A site-content key changed; the new value rides along so open pages re-render without a request. */
  'content.updated': z.object({
    ...base,
    type: z.literal('content.updated'),
    /** `fields`: the paths that changed ('cards.2.url'; change-log/content-changes.ts), [] when none did. */
    payload: z.object({ key: z.string(), value: z.unknown(), updatedAt: z.string(), fields: z.array(z.string()).optional() }),
  }),
  'stream.went_live': z.object({ ...base, type: z.literal('stream.went_live'), payload: streamState }),
  'stream.went_offline': z.object({ ...base, type: z.literal('stream.went_offline'), payload: streamState }),
  /** Viewers, title or game changed while live. */
  'stream.updated': z.object({ ...base, type: z.literal('stream.updated'), payload: streamState }),
  // ── Teams ──
  'team.created': z.object({ ...base, type: z.literal('team.created'), payload: z.object({ ...teamRef, ...userRef }) }),
  /** Name, motto, logo, visibility or captain changed; the new public view rides along. */
  'team.updated': z.object({ ...base, type: z.literal('team.updated'), payload: z.object({ ...teamRef, fields: z.array(z.string()) }) }),
  'team.member_joined': z.object({
    ...base,
    type: z.literal('team.member_joined'),
    payload: z.object({ ...teamRef, ...userRef, membersCount: z.number().int() }),
  }),
  'team.member_left': z.object({ ...base, type: z.literal('team.member_left'), payload: z.object({ ...teamRef, ...userRef, membersCount: z.number().int() }) }),
  'team.member_kicked': z.object({
    ...base,
    type: z.literal('team.member_kicked'),
    payload: z.object({ ...teamRef, ...userRef, membersCount: z.number().int(), byUsername: z.string() }),
  }),
  /** By its captain, or by an admin moderating (`byAdmin`). */
  'team.disbanded': z.object({
    ...base,
    type: z.literal('team.disbanded'),
    payload: z.object({ ...teamRef, memberIds: z.array(z.number().int()), byAdmin: z.boolean().optional() }),
  }),
  /**
   * The public team list changed: a public team appeared, changed, gained or lost a member, went
   * private or away. Only the id: open «Найти команду» tabs reload their page of the list.
   */
  'team.listing_changed': z.object({ ...base, type: z.literal('team.listing_changed'), payload: z.object({ teamId: z.number().int() }) }),
  'team.invitation_sent': z.object({
    ...base,
    type: z.literal('team.invitation_sent'),
    payload: z.object({ ...teamRef, invitationId: z.number().int(), inviteeId: z.number().int(), inviteeUsername: z.string(), invitedBy: z.string() }),
  }),
  'team.invitation_answered': z.object({
    ...base,
    type: z.literal('team.invitation_answered'),
    payload: z.object({ ...teamRef, invitationId: z.number().int(), inviteeId: z.number().int(), inviteeUsername: z.string(), accepted: z.boolean() }),
  }),
  // videos: the public block and the admin list follow these.
  /** A local copy finished (or was replaced): the video now plays from our server. */
  'video.mirrored': z.object({ ...base, type: z.literal('video.mirrored'), payload: z.object({ video: VideoEventView }) }),
  /** Added, activated/deactivated, re-ordered or its mirror state changed. */
  /** By an admin: `added` for a new video, else `fields` names what they changed (change-log/field-names.ts). */
  'video.updated': z.object({
    ...base,
    type: z.literal('video.updated'),
    payload: z.object({ video: VideoEventView, added: z.boolean().optional(), fields: z.array(z.string()).optional() }),
  }),
  'video.removed': z.object({ ...base, type: z.literal('video.removed'), payload: z.object({ id: z.string(), title: z.string() }) }),
  /** A download failed (admins only: the error text is for them). */
  'video.mirror_failed': z.object({
    ...base,
    type: z.literal('video.mirror_failed'),
    payload: z.object({ id: z.string(), title: z.string(), error: z.string(), attempts: z.number().int(), willRetry: z.boolean() }),
  }),
  // verification of members' networks: the member's pages and the admins follow these.
  /** A network confirmed: the member follows / is subscribed / is in the channel. */
  'verification.completed': z.object({
    ...base,
    type: z.literal('verification.completed'),
    payload: z.object({
      ...userRef,
      provider: VerificationProvider,
      account: z.string().nullable(),
      paidSubscriber: z.boolean().optional(),
      message: z.string(),
    }),
  }),
  /** A check ran and did not confirm (not subscribed, an account of another member, a dead link…). */
  'verification.failed': z.object({
    ...base,
    type: z.literal('verification.failed'),
    payload: z.object({ ...userRef, provider: VerificationProvider, reason: z.string(), message: z.string() }),
  }),
  /** A confirmed network lost: unsubscribed, left the channel, or the grant was withdrawn. */
  'verification.revoked': z.object({
    ...base,
    type: z.literal('verification.revoked'),
    payload: z.object({ ...userRef, provider: VerificationProvider, reason: z.enum(['unsubscribed', 'grant_revoked']), message: z.string() }),
  }),
  // giveaways (issue 20): the public record follows these; an entrant's identity never reaches the public room.
  'giveaway.created': z.object({
    ...base,
    type: z.literal('giveaway.created'),
    payload: z.object({ ...giveawayRef, prize: z.string(), commitment: z.string(), endsAt: z.string(), beaconRound: z.number().int().nullable() }),
  }),
  /** An admin changed it (after the first entry only title, description and image can change). */
  'giveaway.updated': z.object({ ...base, type: z.literal('giveaway.updated'), payload: z.object({ ...giveawayRef, fields: z.array(z.string()) }) }),
  /** Entries closed early: `endsAt` is now. */
  'giveaway.closed': z.object({ ...base, type: z.literal('giveaway.closed'), payload: z.object({ ...giveawayRef, endsAt: z.string() }) }),
  /** Public: the count only (who entered is `giveaway.member_entered`, to the member and admins). */
  'giveaway.entered': z.object({ ...base, type: z.literal('giveaway.entered'), payload: entriesCount }),
  /** Public: the count after a withdrawal (who is `giveaway.member_withdrew`). */
  'giveaway.withdrawn': z.object({ ...base, type: z.literal('giveaway.withdrawn'), payload: entriesCount }),
  'giveaway.member_entered': z.object({ ...base, type: z.literal('giveaway.member_entered'), payload: z.object({ ...giveawayRef, ...userRef }) }),
  'giveaway.member_withdrew': z.object({ ...base, type: z.literal('giveaway.member_withdrew'), payload: z.object({ ...giveawayRef, ...userRef }) }),
  /** The draw: the seed revealed, the winners in rank order; every open page plays it at once. */
  'giveaway.drawn': z.object({
    ...base,
    type: z.literal('giveaway.drawn'),
    payload: z.object({
      ...giveawayRef,
      seed: z.string(),
      drawnAt: z.string(),
      beaconRound: z.number().int().nullable(),
      beaconRandomness: z.string().nullable(),
      entrantsCount: z.number().int(),
      winners: z.array(winnerRef),
      claimDeadline: z.string(),
    }),
  }),
  'giveaway.claimed': z.object({ ...base, type: z.literal('giveaway.claimed'), payload: z.object({ ...giveawayRef, ...userRef, rank: z.number().int() }) }),
  /** Winners who did not claim in time are replaced by the next ranks. */
  'giveaway.redrawn': z.object({
    ...base,
    type: z.literal('giveaway.redrawn'),
    payload: z.object({ ...giveawayRef, expired: z.array(winnerRef), winners: z.array(winnerRef), claimDeadline: z.string() }),
  }),
  /** The member's entry no longer meets the rules (a verification was lost before the draw). */
  'giveaway.entry_revoked': z.object({
    ...base,
    type: z.literal('giveaway.entry_revoked'),
    payload: z.object({ ...giveawayRef, ...userRef, missing: z.array(z.enum(MISSING_KEYS)) }),
  }),
  /** It meets them again (the verification came back). */
  'giveaway.entry_restored': z.object({ ...base, type: z.literal('giveaway.entry_restored'), payload: z.object({ ...giveawayRef, ...userRef }) }),
  // tournaments (issue 31): the public page follows these live; a match's own steps reach its two teams.
  'tournament.created': z.object({
    ...base,
    type: z.literal('tournament.created'),
    payload: z.object({ ...tournamentRef, game: z.string(), format: z.string(), startsAt: z.string(), commitment: z.string() }),
  }),
  /** An admin changed its settings (`fields`, API names), its seeding, or a match's stream link (`matchId`). */
  'tournament.updated': z.object({
    ...base,
    type: z.literal('tournament.updated'),
    payload: z.object({ ...tournamentRef, fields: z.array(z.string()), matchId: z.number().int().optional() }),
  }),
  /** A captain registered their team with its roster (`userId`: the captain). */
  'tournament.registered': z.object({
    ...base,
    type: z.literal('tournament.registered'),
    payload: z.object({ ...tournamentTeamRef, ...userRef, teamsCount: z.number().int(), playerIds: z.array(z.number().int()) }),
  }),
  /** A team withdrew before the start, or an admin removed it (`byAdmin`). */
  'tournament.withdrawn': z.object({
    ...base,
    type: z.literal('tournament.withdrawn'),
    payload: z.object({ ...tournamentTeamRef, teamsCount: z.number().int(), byAdmin: z.boolean() }),
  }),
  /** A roster player checked the team in. */
  'tournament.checked_in': z.object({ ...base, type: z.literal('tournament.checked_in'), payload: z.object({ ...tournamentTeamRef, ...userRef }) }),
  /**
   * A draw bound to a beacon: the start's first call fixed the field (the teams that play; those not
   * checked in were dropped, and are told) and committed to the beacon round published at `roundAt`.
   */
  'tournament.field_closed': z.object({
    ...base,
    type: z.literal('tournament.field_closed'),
    payload: z.object({
      ...tournamentRef,
      beaconRound: z.number().int(),
      roundAt: z.string(),
      teamIds: z.array(z.number().int()),
      droppedTeamIds: z.array(z.number().int()),
    }),
  }),
  /** The bracket exists: the seed is revealed, the teams in seed order; the teams not checked in were dropped (and are told). */
  'tournament.started': z.object({
    ...base,
    type: z.literal('tournament.started'),
    payload: z.object({
      ...tournamentRef,
      seed: z.string(),
      seeding: z.enum(['draw', 'manual']),
      teamIds: z.array(z.number().int()),
      droppedTeamIds: z.array(z.number().int()),
    }),
  }),
  /** Both teams of a match are known: both rosters are told (`playerIds`). `reset`: an admin took its result back. */
  'tournament.match_ready': z.object({
    ...base,
    type: z.literal('tournament.match_ready'),
    payload: z.object({ ...tournamentMatchRef, playerIds: z.array(z.number().int()), reset: z.boolean().optional() }),
  }),
  /** A captain reported the series score (`teamId`: their team); the other captain confirms or disputes it. */
  'tournament.match_reported': z.object({
    ...base,
    type: z.literal('tournament.match_reported'),
    payload: z.object({ ...tournamentMatchRef, teamId: z.number().int(), scores: seriesScores, confirmDeadline: z.string() }),
  }),
  /** The other captain disputed the report (or reported another score): an admin rules. */
  'tournament.match_disputed': z.object({
    ...base,
    type: z.literal('tournament.match_disputed'),
    payload: z.object({ ...tournamentMatchRef, teamId: z.number().int(), reason: z.string() }),
  }),
  /** Public: a match has its result (`scores` null for a technical one); every open page moves its bracket. */
  'tournament.match_completed': z.object({
    ...base,
    type: z.literal('tournament.match_completed'),
    payload: z.object({
      ...tournamentMatchRef,
      scores: seriesScores.nullable(),
      winnerTeamId: z.number().int(),
      forfeit: z.enum(['no_show', 'disqualified']).nullable(),
      how: z.enum(MATCH_RESULT_HOWS),
    }),
  }),
  /** An admin disqualified a team: its remaining matches are forfeited. */
  'tournament.disqualified': z.object({ ...base, type: z.literal('tournament.disqualified'), payload: z.object(tournamentTeamRef) }),
  /** Public: the last match has its result, or an admin ended it (the winner null if undecided), or a correction after the end changed the winner. */
  'tournament.finished': z.object({
    ...base,
    type: z.literal('tournament.finished'),
    payload: z.object({ ...tournamentRef, winnerTeamId: z.number().int().nullable(), winnerName: z.string().nullable() }),
  }),
  /**
   * Public: an admin's correction after the end left the bracket unfinished (`matchId`: the corrected
   * match; e.g. the first grand final now needs the reset): running again, without a winner.
   */
  'tournament.reopened': z.object({ ...base, type: z.literal('tournament.reopened'), payload: z.object({ ...tournamentRef, matchId: z.number().int() }) }),
  // notifications (issue 21, admins only): the progress of one send, shown live on the dashboard.
  'notification.send_started': z.object({
    ...base,
    type: z.literal('notification.send_started'),
    payload: z.object({ ...NotificationSendRef, total: z.number().int() }),
  }),
  /** At most about once a second per send: sent / failed / left of the total. */
  'notification.send_progress': z.object({
    ...base,
    type: z.literal('notification.send_progress'),
    payload: z.object({ ...NotificationSendRef, total: z.number().int(), sent: z.number().int(), failed: z.number().int(), left: z.number().int() }),
  }),
  'notification.send_finished': z.object({
    ...base,
    type: z.literal('notification.send_finished'),
    /**
     * `telegram`: how many of `sent` went by Telegram (the rest by browser push). `about`: what the
     * log names beside the title when the title alone does not tell sends apart («Матч готов»: the
     * tournament, the match and the team told).
     */
    payload: z.object({
      ...NotificationSendRef,
      about: z.string().optional(),
      total: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      telegram: z.number().int().optional(),
      durationMs: z.number().int(),
    }),
  }),
  // schedule (issue 21): the whole new schedule rides along, so open pages re-render without a request.
  'schedule.updated': z.object({
    ...base,
    type: z.literal('schedule.updated'),
    /** `changes`: what the save changed, entry by entry (change-log/schedule-changes.ts), [] when nothing did. */
    payload: z.object({ schedule: ScheduleView, changes: z.array(ScheduleChange).optional() }),
  }),
  // system health (admins only): told once when a source starts failing and once when it recovers.
  /** An upstream (Twitch, YouTube, Telegram…) or a background job started failing. */
  'system.alert': z.object({
    ...base,
    type: z.literal('system.alert'),
    payload: z.object({ source: z.string(), title: z.string(), message: z.string() }),
  }),
  'system.recovered': z.object({
    ...base,
    type: z.literal('system.recovered'),
    payload: z.object({ source: z.string(), title: z.string(), failures: z.number().int(), downSeconds: z.number().int() }),
  }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type AppEvent<T extends EventType = EventType> = T extends EventType ? z.infer<(typeof EVENT_SCHEMAS)[T]> : never;
export type EventPayload<T extends EventType> = AppEvent<T>['payload'];
export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as EventType[];

export const Room = {
  public: 'public',
  admins: 'admins',
  user: (id: number) => `user:${id}`,
  team: (id: number) => `team:${id}`,
  /** One session's sockets, so a logout disconnects that tab and no other. */
  session: (sid: string) => `session:${sid}`,
} as const;

const AnyEvent = z.discriminatedUnion('type', Object.values(EVENT_SCHEMAS) as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** Parses an event that crossed a process boundary; throws a ZodError when it does not match the catalogue. */
export function parseEvent(raw: unknown): AppEvent {
  return AnyEvent.parse(raw) as AppEvent;
}
