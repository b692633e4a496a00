import { z } from 'zod';

/** A subscription as a message names it (`type`, `status`: why a revocation came, e.g. 'authorization_revoked'). */
export type EventSubSubscription = { type?: string | undefined; status?: string | undefined } & Record<string, unknown>;

/**
 * What we read of a notification's or revocation's payload, the same over both transports; a
 * malformed one is refused, never half applied. stream.online's `id` is the stream's id (the same
 * as Helix's): the key of its one notification.
 */
export const EventSubPayload = z.object({
  subscription: z.looseObject({ type: z.string().max(100).optional(), status: z.string().max(100).optional() }).optional(),
  event: z
    .looseObject({
      id: z.string().max(100).optional(),
      started_at: z.iso.datetime({ offset: true }).optional(),
      broadcaster_user_login: z.string().max(100).optional(),
    })
    .optional(),
});
export type EventSubPayload = z.infer<typeof EventSubPayload>;

/**
 * A stream.online or stream.offline notification, whichever transport brought it. stream.online
 * has the start and the stream's id but no title, game or viewers (Helix `/streams` has them).
 */
export type StreamNotification =
  { type: 'stream.online'; login: string | null; startedAt: string | null; streamId: string | null } | { type: 'stream.offline'; login: string | null };

/** The stream notification a payload carries; null for any other subscription type. */
export function streamNotification(payload: EventSubPayload): StreamNotification | null {
  const type = payload.subscription?.type;
  const login = payload.event?.broadcaster_user_login ?? null;
  if (type === 'stream.online') return { type, login, startedAt: payload.event?.started_at ?? null, streamId: payload.event?.id ?? null };
  if (type === 'stream.offline') return { type, login };
  return null;
}
