import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS, JOBS, parseEvent } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { streamState } from '../../db/schema.ts';
import { createOutbox } from '../../events/outbox.ts';
import { eventsubSignature, readEventSubWebhook } from '../../integrations/index.ts';
import { notificationQueues } from '../notifications/index.ts';
import { applyObservation } from './apply.ts';
import { streamStatus } from './service.ts';

/** A throwaway secret: the warm-up signs its own sample, nothing from outside is accepted with it. */
const WARM_SECRET = 'warm-up-only';

/**
 * Pays at start what the first go-live of a fresh process would otherwise pay while members wait
 * (issue 29: ~440 ms for the first went_live against 12–38 ms later): zod compiles each object
 * schema on its first parse (the webhook's body, the outbox's went_live, the consumers' parseEvent),
 * and BullMQ's notification queue opens its connection and loads its scripts on first use; the
 * went_live transaction is rehearsed and rolled back (`rehearseGoLive`). Called by startApi only,
 * never when the endpoint table is built (that must not connect). Writes nothing.
 */
export async function warmGoLive(ctx: AppContext): Promise<void> {
  const queue = notificationQueues(ctx).get(JOBS['notification-send'].queue)!;
  // Without Redis it would wait for it: then the first enqueue opens it, as before.
  const queueReady = ctx.redis.status === 'ready' ? queue.waitUntilReady() : (queue.waitUntilReady().catch(() => undefined), undefined);

  const body = Buffer.from(
    JSON.stringify({
      subscription: { type: 'stream.online', status: 'enabled' },
      event: { id: 'warm', started_at: new Date().toISOString(), broadcaster_user_login: ctx.config.STREAM_CHANNEL },
    }),
  );
  const id = randomUUID();
  const timestamp = new Date().toISOString();
  readEventSubWebhook(
    WARM_SECRET,
    {
      'twitch-eventsub-message-id': id,
      'twitch-eventsub-message-timestamp': timestamp,
      'twitch-eventsub-message-type': 'notification',
      'twitch-eventsub-message-signature': eventsubSignature(WARM_SECRET, id, timestamp, body),
    },
    body,
  );
  // The event as the outbox checks it, then as the relay's consumers read it back from the stream.
  const event = EVENT_SCHEMAS['stream.went_live'].parse({
    id: randomUUID(),
    type: 'stream.went_live',
    occurredAt: new Date().toISOString(),
    actorId: null,
    payload: { ...(await streamStatus(ctx)), isLive: true },
  });
  parseEvent(JSON.parse(JSON.stringify(event)));
  await rehearseGoLive(ctx);
  await queueReady;
}

class Rehearsal extends Error {}

/**
 * The went_live transaction as the webhook runs it (stream state, the live notification's send, the
 * outbox, the activity log with its counting trigger), inside one that is rolled back: the database
 * pays its first use here, not between the event's stamp and its commit. In PGlite the first row of
 * the activity log took 8.5 ms against 0.6 ms later (its trigger's PL/pgSQL compiled and the Moscow
 * time zone loaded once per connection); in bench/surge the first went_live spent 11 ms there. On
 * PostgreSQL this warms one pooled connection: harmless. Nothing is kept (sequences aside), no
 * event leaves (the rehearsal's outbox tells nobody).
 */
async function rehearseGoLive(ctx: AppContext): Promise<void> {
  const channel = ctx.config.STREAM_CHANNEL;
  await ctx.db
    .transaction(async (tx) => {
      // Offline first, whatever it is now: only a stream that was offline goes live.
      await tx
        .insert(streamState)
        .values({ channel, updatedAt: new Date(0) })
        .onConflictDoUpdate({ target: streamState.channel, set: { isLive: false } });
      const db = tx as unknown as Db;
      const live = {
        kind: 'live',
        viewers: 0,
        title: null,
        game: null,
        startedAt: new Date().toISOString(),
        partial: true,
        streamId: `rehearsal-${randomUUID()}`,
      } as const;
      await applyObservation({ db, outbox: createOutbox(db) }, channel, live, 'eventsub');
      throw new Rehearsal();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rehearsal)) throw err;
    });
}
