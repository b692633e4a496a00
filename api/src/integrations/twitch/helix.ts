import { z } from 'zod';
import { upstreamJson } from '../http.ts';
import { UpstreamRejected } from '../upstream-error.ts';
import type { TwitchApp } from './config.ts';

const User = z.object({ id: z.string(), login: z.string() });
export type TwitchUser = z.infer<typeof User>;
const Users = z.object({ data: z.array(User) });
const Stream = z.object({
  /** The stream's id (the same as EventSub stream.online's `id`). */
  id: z.string().optional(),
  type: z.string().optional(),
  title: z.string().nullish(),
  game_name: z.string().nullish(),
  viewer_count: z.number().int().min(0),
  started_at: z.string().nullish(),
});
export type HelixStream = z.infer<typeof Stream>;
const Streams = z.object({ data: z.array(Stream) });
const AnyList = z.object({ data: z.array(z.unknown()) });

/** Helix with a bearer token (an app token or a user's); every answer is checked against its schema. */
export function helix<T>(app: TwitchApp, token: string, path: string, schema: z.ZodType<T>, json?: unknown): Promise<T> {
  return upstreamJson(
    `${app.apiUrl}${path}`,
    { what: `twitch ${path.split('?')[0]}`, timeoutMs: app.timeoutMs, headers: { Authorization: `Bearer ${token}`, 'Client-Id': app.clientId }, json },
    schema,
  );
}

/** `GET /users`: the token's own account, or the account of `login`; null when there is none. */
export async function getUser(app: TwitchApp, token: string, login?: string): Promise<TwitchUser | null> {
  const q = login ? `?login=${encodeURIComponent(login)}` : '';
  return (await helix(app, token, `/users${q}`, Users)).data[0] ?? null;
}

/** `GET /streams?user_login=`: an item is a live (or broken) stream; an empty list is offline. */
export async function getStreams(app: TwitchApp, token: string, login: string): Promise<HelixStream[]> {
  return (await helix(app, token, `/streams?user_login=${encodeURIComponent(login)}`, Streams)).data;
}

/** `GET /channels/followed` with the viewer's token (user:read:follows). */
export async function follows(app: TwitchApp, token: string, viewerId: string, broadcasterId: string): Promise<boolean> {
  const q = new URLSearchParams({ user_id: viewerId, broadcaster_id: broadcasterId });
  return (await helix(app, token, `/channels/followed?${q.toString()}`, AnyList)).data.length > 0;
}

/** `GET /subscriptions/user` with the viewer's token (user:read:subscriptions); Twitch answers 404 for "not subscribed". */
export async function paysSubscription(app: TwitchApp, token: string, viewerId: string, broadcasterId: string): Promise<boolean> {
  const q = new URLSearchParams({ broadcaster_id: broadcasterId, user_id: viewerId });
  try {
    return (await helix(app, token, `/subscriptions/user?${q.toString()}`, AnyList)).data.length > 0;
  } catch (err) {
    if (err instanceof UpstreamRejected && err.status === 404) return false;
    throw err;
  }
}
