import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSecondNode, useTestApi } from '@fanhub/testing';
import { notificationSends, outbox, streamState, userActions } from '../../db/schema.ts';

const config = { STREAM_CHANNEL: 'warm_test', TWITCH_EVENTSUB_SECRET: 'warm-test-secret-0123456789' };
const t = useTestApi(config);

describe('go-live warm-up at start', () => {
  it('opens the notification queue before the first go-live: its scripts are already on the connection', () => {
    // BullMQ defines its Lua commands (addStandardJob:<version>…) on the connection when a queue opens.
    expect(Object.keys(t.api.ctx.redis)).toContainEqual(expect.stringMatching(/^addStandardJob:/));
  });

  it('writes nothing: no stream state, no event, no notification send, no activity row (the rehearsed went_live rolled back)', async () => {
    expect(await t.db.select().from(streamState)).toEqual([]);
    expect(await t.db.select().from(outbox).where(like(outbox.type, 'stream.%'))).toEqual([]);
    expect(await t.db.select().from(notificationSends)).toEqual([]);
    expect(await t.db.select().from(userActions).where(like(userActions.eventType, 'stream.%'))).toEqual([]);
  });

  it('a node starting while the stream is live leaves it live and announces nothing', async () => {
    const startedAt = new Date('2026-11-26T20:00:00Z');
    await t.db
      .insert(streamState)
      .values({ channel: 'warm_test', isLive: true, title: 'Ночной рейд', startedAt, streamId: 's-1', source: 'eventsub', updatedAt: startedAt });
    const second = await startSecondNode(t, config);
    try {
      expect(await t.db.select().from(streamState)).toMatchObject([{ isLive: true, title: 'Ночной рейд', streamId: 's-1' }]);
      expect(await t.db.select().from(outbox).where(like(outbox.type, 'stream.%'))).toEqual([]);
      expect(await t.db.select().from(notificationSends)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
