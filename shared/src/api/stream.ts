import { z } from 'zod';
import { StreamerCallbackBody, StreamerConnected, StreamerConnectionView } from '../contracts/stream.ts';
import { StreamStatusView } from '../events.ts';
import { route } from './route.ts';

const tag = 'stream';

/** The stream status, Twitch's EventSub webhook and the streamer's Twitch connection (admins). */
export const STREAM_ROUTES = {
  status: route({
    method: 'GET',
    path: '/stream/status',
    tag,
    summary: 'The stream status: first paint, and the poll while the socket is down (changes arrive as stream.* events)',
    answer: StreamStatusView,
  }),
  eventsub: route({
    method: 'POST',
    path: '/stream/twitch/eventsub',
    tag,
    summary:
      'Twitch EventSub webhook: the raw body signed by Twitch (HMAC-SHA256 headers). Answers the challenge as text to a verification, 204 to anything else',
    answer: { media: 'text/plain' },
  }),
  connect: route({
    method: 'POST',
    path: '/admin/stream/twitch/connect',
    tag,
    summary: "Start connecting the streamer's Twitch account for EventSub: the authorization address (admin)",
    answer: z.object({ auth_url: z.string() }),
  }),
  callback: route({
    method: 'POST',
    path: '/admin/stream/twitch/callback',
    tag,
    summary: "Finish connecting: exchange Twitch's code and store the streamer's tokens (admin)",
    body: StreamerCallbackBody,
    answer: StreamerConnected,
  }),
  connection: route({
    method: 'GET',
    path: '/admin/stream/twitch',
    tag,
    summary: "The streamer's Twitch connection, without its tokens (admin)",
    answer: StreamerConnectionView,
  }),
  disconnect: route({
    method: 'DELETE',
    path: '/admin/stream/twitch',
    tag,
    summary: "Forget the streamer's Twitch tokens (admin)",
    answer: null,
  }),
} as const;
