/**
 * The event catalogue: one zod schema per event, and the rooms each event goes to.
 * Every event is written to the outbox in the same transaction as its change and crosses Redis
 * as JSON; consumers parse it again with `parseEvent`, so a payload is checked at runtime.
 */
import { z } from 'zod';
import { MeView } from './contracts/auth.ts';
import { LEVELS } from './rules/levels.ts';
import { VideoEventView } from './contracts/videos.ts';

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
    payload: z.object({ key: z.string(), value: z.unknown(), updatedAt: z.string() }),
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
  'video.updated': z.object({ ...base, type: z.literal('video.updated'), payload: z.object({ video: VideoEventView }) }),
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
} as const;

/** Where each event goes. `admins` sees every event (the live activity feed); the rest is per event. */
const ROOMS: { [T in EventType]: (e: AppEvent<T>) => string[] } = {
  'user.registered': () => [],
  'user.logged_in': (e) => [Room.user(e.payload.userId)],
  'user.logged_out': (e) => [Room.user(e.payload.userId)],
  'user.updated': (e) => [Room.user(e.payload.userId)],
  'level.changed': (e) => [Room.user(e.payload.userId)],
  'user.blocked': (e) => [Room.user(e.payload.userId)],
  'user.unblocked': (e) => [Room.user(e.payload.userId)],
  'user.role_changed': (e) => [Room.user(e.payload.userId)],
  'user.deleted': (e) => [Room.user(e.payload.userId)],
  'content.updated': () => [Room.public],
  'stream.went_live': () => [Room.public],
  'stream.went_offline': () => [Room.public],
  'stream.updated': () => [Room.public],
  'team.created': (e) => [Room.user(e.payload.userId)],
  'team.updated': (e) => [Room.team(e.payload.teamId)],
  'team.member_joined': (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
  'team.member_left': (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
  // The kicked member is told in their own room: by delivery time they have left the team's.
  'team.member_kicked': (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
  'team.disbanded': (e) => [Room.team(e.payload.teamId), ...e.payload.memberIds.map(Room.user)],
  'team.listing_changed': () => [Room.public],
  'team.invitation_sent': (e) => [Room.team(e.payload.teamId), Room.user(e.payload.inviteeId)],
  'team.invitation_answered': (e) => [Room.team(e.payload.teamId), Room.user(e.payload.inviteeId)],
  // videos
  'video.mirrored': () => [Room.public],
  'video.updated': () => [Room.public],
  'video.removed': () => [Room.public],
  'video.mirror_failed': () => [],
  'verification.completed': (e) => [Room.user(e.payload.userId)],
  'verification.failed': (e) => [Room.user(e.payload.userId)],
  'verification.revoked': (e) => [Room.user(e.payload.userId)],
  'system.alert': () => [],
  'system.recovered': () => [],
};

export function roomsFor(event: AppEvent): string[] {
  const rooms = (ROOMS[event.type] as (e: AppEvent) => string[])(event);
  return [...new Set([Room.admins, ...rooms])];
}

/**
 * Events that end sessions: every API node drops them from its cache when it sees one. With a
 * `sessionId` in the payload that one session ends; without, every session of `userId`.
 */
export const SESSION_ENDING_EVENTS: readonly EventType[] = ['user.logged_out', 'user.blocked', 'user.deleted'];

/** Events that change a user's row: every API node drops its cached copy of that user. */
export const USER_CHANGING_EVENTS: readonly EventType[] = ['user.updated', 'level.changed', 'user.role_changed', 'user.unblocked'];

const AnyEvent = z.discriminatedUnion('type', Object.values(EVENT_SCHEMAS) as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** Parses an event that crossed a process boundary; throws a ZodError when it does not match the catalogue. */
export function parseEvent(raw: unknown): AppEvent {
  return AnyEvent.parse(raw) as AppEvent;
}
