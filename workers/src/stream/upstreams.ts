import type { JobContext } from '../job-context.ts';
import type { StreamUpstream } from './observation.ts';
import { createStreamInfoClient } from './stream-info.ts';
import { createTwitchClient } from '@fanhub/api/stream';

// One client per worker context, so the Twitch app token is cached between polls.
const clients = new WeakMap<object, StreamUpstream>();

/** Twitch Helix when both credentials are set, otherwise the public stream-info service. */
export function upstreamFor(ctx: JobContext): StreamUpstream {
  let client = clients.get(ctx.config);
  if (!client) {
    const { config } = ctx;
    client = config.TWITCH_CLIENT_ID && config.TWITCH_CLIENT_SECRET ? createTwitchClient(config) : createStreamInfoClient(config, ctx.logger);
    clients.set(ctx.config, client);
  }
  return client;
}
