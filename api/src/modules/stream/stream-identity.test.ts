import { describe, expect, it } from 'vitest';
import { parseUptime } from '../../integrations/stream-info/client.ts';
import { decide, streamIdentity, type StoredStream } from './decide.ts';

const offline: StoredStream = {
  isLive: false,
  viewers: 0,
  title: null,
  game: null,
  startedAt: null,
  streamId: null,
  source: 'none',
  offlineStreak: 0,
  errorCount: 0,
  lastError: null,
};
const at = (iso: string) => new Date(iso);
/** What the stream-info source observes: live, started `uptimeMs` before `now`. */
const seen = (now: Date, uptimeMs: number) => ({
  kind: 'live' as const,
  viewers: 5,
  title: 'Эфир',
  game: null,
  startedAt: new Date(now.getTime() - uptimeMs).toISOString(),
});
/** Two offline answers end a stream (the stream-info service is never explicit). */
function endStream(prev: StoredStream, now: Date): StoredStream {
  const once = decide(prev, { kind: 'offline', explicit: false }, 'stream-info', null, now).next;
  const twice = decide(once, { kind: 'offline', explicit: false }, 'stream-info', null, now);
  expect(twice.event).toBe('stream.went_offline');
  return twice.next;
}

describe("the stream's identity (the key of its one live notification)", () => {
  it('is the upstream id when there is one, the same from Helix and EventSub', () => {
    expect(streamIdentity(offline, '40123', at('2026-11-24T18:00:00Z'))).toBe('twitch:40123');
  });

  it('reads the uptime the stream-info service answers', () => {
    expect(parseUptime('1 hour, 5 minutes')).toBe(65 * 60_000);
    expect(parseUptime('2 days, 3 hours, 1 minute, 9 seconds')).toBe(2 * 86_400_000 + 3 * 3_600_000 + 60_000 + 9_000);
    expect(parseUptime('dedushka_stream is offline')).toBeNull();
    expect(parseUptime('channel not found')).toBeNull();
  });

  it('stream-info: a flap offline → live of the same stream keeps its key; a new stream gets a new one', () => {
    const t0 = at('2026-11-24T18:40:20Z');
    const first = decide(offline, seen(t0, 40 * 60_000 + 10_000), 'stream-info', null, t0);
    expect(first.event).toBe('stream.went_live');
    expect(first.next.streamId).toBe('start:2026-11-24T18:00Z');

    // Off for two polls, back a minute later: the service's rounded uptime puts the start a minute off.
    const t1 = at('2026-11-24T18:42:05Z');
    const ended = endStream(first.next, t1);
    const back = decide(ended, seen(t1, 41 * 60_000), 'stream-info', null, t1);
    expect(back.event).toBe('stream.went_live');
    expect(back.next.streamId).toBe('start:2026-11-24T18:00Z');

    // Later a new stream starts (its uptime counts from a new start): a new key.
    const t2 = at('2026-11-24T21:10:00Z');
    const next = decide(endStream(back.next, t2), seen(t2, 5 * 60_000), 'stream-info', null, t2);
    expect(next.event).toBe('stream.went_live');
    expect(next.next.streamId).toBe('start:2026-11-24T21:05Z');
  });

  it('keeps the key while live, whatever the uptime says next', () => {
    const t0 = at('2026-11-24T18:10:00Z');
    const live = decide(offline, seen(t0, 10 * 60_000), 'stream-info', null, t0).next;
    const later = at('2026-11-24T19:10:30Z');
    expect(decide(live, seen(later, 60 * 60_000), 'stream-info', null, later).next.streamId).toBe(live.streamId);
  });
});
