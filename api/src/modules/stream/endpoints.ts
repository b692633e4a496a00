import { STREAM_TEXT } from '@fanhub/shared';
import { STREAM_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { deleteStreamerToken, streamerConnection } from '../../integrations/twitch/index.ts';
import { eventsubWebhook } from './eventsub-webhook.ts';
import { streamStatus } from './service.ts';
import { authorizeUrl, completeConnect } from './twitch-connect.ts';

/** The stream area's table: the public status, Twitch's webhook and the streamer's Twitch connection. */
export const streamEndpoints = (ctx: AppContext) => {
  const webhook = eventsubWebhook(ctx);
  return [
    // First paint and the fallback poll while the socket is down; changes arrive as stream.* events.
    endpoint(R.status, 'stream.view', () => streamStatus(ctx)),

    // Twitch signs the exact bytes of the body: read raw, ahead of the JSON parser.
    endpoint(R.eventsub, 'stream.webhook', ({ req, res }) => webhook(req, res), { rawBody: true }),

    endpoint(R.connect, 'stream.connect', ({ user }) => ({ auth_url: authorizeUrl(ctx, user.id) })),
    endpoint(R.callback, 'stream.connect', async ({ user, body }) => {
      const connection = await completeConnect(ctx, user.id, body);
      return { ...connection, connected: true as const };
    }),

    endpoint(R.connection, 'stream.connect', async () => {
      const row = await streamerConnection(ctx.db);
      if (!row) return { connected: false as const };
      const { login, accountId, scopes } = row;
      return { connected: true as const, login, accountId, scopes, expiresAt: row.expiresAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
    }),

    endpoint(R.disconnect, 'stream.connect', async () => {
      if (!(await deleteStreamerToken(ctx.db))) throw new AppError(404, 'not_connected', STREAM_TEXT.connect.notConnected);
    }),
  ];
};
