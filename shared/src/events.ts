/**
 * The event catalogue: one zod schema per event, and the rooms each event goes to.
 * Every event is written to the outbox in the same transaction as its change and crosses Redis
 * as JSON; consumers parse it again with `parseEvent`, so a payload is checked at runtime.
 */
import { z } from 'zod';
import { VideoEventView } from './contracts/videos.ts';

const base = {
  id: z.uuid(),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
};

const userRef = { userId: z.number().int(), username: z.string() };

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
  'content.updated': () => [Room.public],
  'stream.went_live': () => [Room.public],
  'stream.went_offline': () => [Room.public],
  'stream.updated': () => [Room.public],
  // videos
  'video.mirrored': () => [Room.public],
  'video.updated': () => [Room.public],
  'video.removed': () => [Room.public],
  'video.mirror_failed': () => [],
};

export function roomsFor(event: AppEvent): string[] {
  const rooms = (ROOMS[event.type] as (e: AppEvent) => string[])(event);
  return [...new Set([Room.admins, ...rooms])];
}

/** Events that end a session: every API node drops the session from its cache when it sees one. */
export const SESSION_ENDING_EVENTS: readonly EventType[] = ['user.logged_out'];

const AnyEvent = z.discriminatedUnion('type', Object.values(EVENT_SCHEMAS) as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** Parses an event that crossed a process boundary; throws a ZodError when it does not match the catalogue. */
export function parseEvent(raw: unknown): AppEvent {
  return AnyEvent.parse(raw) as AppEvent;
}
