import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { notificationSends, outbox, streamState } from '../../db/schema.ts';

const t = useTestApi({ STREAM_CHANNEL: 'warm_test', TWITCH_EVENTSUB_SECRET: 'warm-test-secret-0123456789' });

describe('go-live warm-up at start', () => {
  it('opens the notification queue before the first go-live: its scripts are already on the connection', () => {
    // BullMQ defines its Lua commands (addStandardJob:<version>…) on the connection when a queue opens.
    expect(Object.keys(t.api.ctx.redis)).toContainEqual(expect.stringMatching(/^addStandardJob:/));
  });

  it('writes nothing: no stream state, no event, no notification send', async () => {
    expect(await t.db.select().from(streamState)).toEqual([]);
    expect(await t.db.select().from(outbox).where(like(outbox.type, 'stream.%'))).toEqual([]);
    expect(await t.db.select().from(notificationSends)).toEqual([]);
  });
});
