import { describe, expect, it } from 'vitest';
import { EVENTSUB_LAG_MS, decide, type StoredStream } from './decide.ts';

const now = new Date('2026-06-01T18:01:00Z');
const liveByEventSub: StoredStream = {
  isLive: true,
  viewers: 0,
  title: null,
  game: null,
  startedAt: new Date('2026-06-01T18:00:00Z'),
  streamId: 'twitch:1',
  source: 'eventsub',
  offlineStreak: 0,
  errorCount: 0,
  lastError: null,
};

describe('decide with EventSub', () => {
  it('a poll that does not see the stream yet (Helix lags behind stream.online) does not end it', () => {
    expect(decide(liveByEventSub, { kind: 'offline', explicit: true }, 'twitch', null, now)).toEqual({ next: liveByEventSub, event: null });
  });

  it('after the lag a poll ends it again; stream.offline ends it at once', () => {
    const later = new Date(liveByEventSub.startedAt!.getTime() + EVENTSUB_LAG_MS + 1);
    expect(decide(liveByEventSub, { kind: 'offline', explicit: true }, 'twitch', null, later).event).toBe('stream.went_offline');
    expect(decide(liveByEventSub, { kind: 'offline', explicit: true }, 'eventsub', null, now).event).toBe('stream.went_offline');
  });

  it('a poll that sees the stream fills in title and viewers', () => {
    const { next, event } = decide(
      liveByEventSub,
      { kind: 'live', viewers: 30, title: 'Эфир', game: null, startedAt: '2026-06-01T18:00:00Z' },
      'twitch',
      null,
      now,
    );
    expect(event).toBe('stream.updated');
    expect(next).toMatchObject({ viewers: 30, title: 'Эфир', source: 'twitch' });
  });

  it('after stream.offline, a poll that still sees the ended stream (Helix lags) does not bring it back; a new stream does', () => {
    const ended = decide(liveByEventSub, { kind: 'offline', explicit: true }, 'eventsub', null, now);
    expect(ended.event).toBe('stream.went_offline');
    const stale = { kind: 'live' as const, viewers: 25, title: 'Эфир', game: null, startedAt: '2026-06-01T18:00:00Z' };
    expect(decide(ended.next, stale, 'twitch', null, now)).toEqual({ next: ended.next, event: null });
    const fresh = { ...stale, startedAt: '2026-06-01T19:30:00Z' };
    expect(decide(ended.next, fresh, 'twitch', null, now).event).toBe('stream.went_live');
  });

  it('stream.online while already live changes nothing', () => {
    const live = { ...liveByEventSub, source: 'twitch', viewers: 30, title: 'Эфир' };
    expect(decide(live, { kind: 'live', viewers: 0, title: null, game: null, startedAt: null, partial: true }, 'eventsub', null, now)).toEqual({
      next: live,
      event: null,
    });
  });
});
