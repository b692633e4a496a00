/** HTTP contracts of the stream area: the streamer's Twitch connection for EventSub (admins). */
import { z } from 'zod';
import { STREAM_TEXT } from '../stream.ts';

/** POST /admin/stream/twitch/callback: what Twitch's authorization page sent back. */
export const StreamerCallbackBody = z.object({
  code: z.string().min(1, STREAM_TEXT.connect.noCode).max(512),
  state: z.string().min(1, STREAM_TEXT.connect.noState).max(1024),
});
export type StreamerCallbackBody = z.infer<typeof StreamerCallbackBody>;

/** The connected account, as the callback answers it. */
export const StreamerConnected = z.object({
  connected: z.literal(true),
  login: z.string(),
  accountId: z.string(),
  scopes: z.array(z.string()),
  expiresAt: z.string().nullable(),
});
export type StreamerConnected = z.infer<typeof StreamerConnected>;

/** GET /admin/stream/twitch: the stored connection (and when it last changed), or none. */
export const StreamerConnectionView = z.discriminatedUnion('connected', [
  // A row stored before the account was read may lack its login and id.
  StreamerConnected.extend({ login: z.string().nullable(), accountId: z.string().nullable(), updatedAt: z.string() }),
  z.object({ connected: z.literal(false) }),
]);
export type StreamerConnectionView = z.infer<typeof StreamerConnectionView>;
