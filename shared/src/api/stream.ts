import { z } from 'zod';
import { StreamerCallbackBody, StreamerConnected, StreamerConnectionView } from '../contracts/stream.ts';
import { StreamStatusView } from '../events.ts';
import { routes } from './route.ts';

const r = routes('stream');

/** The stream status, Twitch's EventSub webhook and the streamer's Twitch connection (admins). */
export const STREAM_ROUTES = {
  status: r.get('/stream/status', 'The stream status: first paint, and the poll while the socket is down (changes arrive as stream.* events)', {
    answer: StreamStatusView,
  }),
  eventsub: r.post(
    '/stream/twitch/eventsub',
    'Twitch EventSub webhook: the raw body signed by Twitch (HMAC-SHA256 headers). Answers the challenge as text to a verification, 204 to anything else',
    { answer: { media: 'text/plain' }, errors: { 400: ['bad_body', 'stale_message'], 403: ['bad_signature'], 404: ['not_found'] } },
  ),
  connect: r.post('/admin/stream/twitch/connect', "Start connecting the streamer's Twitch account for EventSub: the authorization address (admin)", {
    answer: z.object({ auth_url: z.string() }),
    errors: { 503: ['twitch_not_configured'] },
  }),
  callback: r.post('/admin/stream/twitch/callback', "Finish connecting: exchange Twitch's code and store the streamer's tokens (admin)", {
    body: StreamerCallbackBody,
    answer: StreamerConnected,
    errors: {
      400: ['bad_state', 'twitch_code_rejected', 'twitch_token_rejected', 'twitch_wrong_account'],
      502: ['twitch_bad_answer', 'twitch_unreachable'],
      503: ['twitch_not_configured'],
    },
  }),
  connection: r.get('/admin/stream/twitch', "The streamer's Twitch connection, without its tokens (admin)", { answer: StreamerConnectionView }),
  disconnect: r.del('/admin/stream/twitch', "Forget the streamer's Twitch tokens (admin)", { answer: null, errors: { 404: ['not_connected'] } }),
} as const;
