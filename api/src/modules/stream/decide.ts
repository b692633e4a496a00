/** What one look at the channel learned, whichever upstream answered (a poll or an EventSub message). */
export type Observation =
  /** `partial`: only "it is live" is known (stream.online): an already live state is kept as it is. */
  | {
      kind: 'live';
      viewers: number;
      title: string | null;
      game: string | null;
      startedAt: string | null;
      partial?: boolean;
      /** The upstream's id of this stream (Helix `id`, EventSub stream.online `id`); absent from the stream-info service. */
      streamId?: string | null;
    }
  /** `explicit`: the upstream said so itself (Twitch's empty `data`, stream.offline), so one answer is enough to end a stream. */
  | { kind: 'offline'; explicit: boolean };

export type StreamSource = 'twitch' | 'stream-info' | 'eventsub';

/** The columns of stream_state a poll reads and writes. */
export interface StoredStream {
  isLive: boolean;
  viewers: number;
  title: string | null;
  game: string | null;
  startedAt: Date | null;
  /** The stream's identity (see `streamIdentity`); kept while offline, so a flap of the same stream keeps it. */
  streamId: string | null;
  source: string;
  offlineStreak: number;
  errorCount: number;
  lastError: string | null;
}

export type StreamEventType = 'stream.went_live' | 'stream.went_offline' | 'stream.updated';

/** Offline answers in a row that end a live stream when the upstream is not explicit about it. */
export const OFFLINE_ANSWERS_TO_END = 2;

/** Helix /streams shows a stream a while after EventSub's stream.online: no poll ends it sooner. */
export const EVENTSUB_LAG_MS = 3 * 60_000;

/** Two starts computed from an uptime this close are the same stream (the uptime is rounded, the clock moves on). */
export const SAME_START_TOLERANCE_MS = 2 * 60_000;

const START_PREFIX = 'start:';
// The ISO string cut at the minute: 2026-11-24T18:05Z.
const startKey = (at: Date) => `${START_PREFIX}${at.toISOString().slice(0, 16)}Z`;
const startOfKey = (key: string | null): number | null => (key?.startsWith(START_PREFIX) ? Date.parse(key.slice(START_PREFIX.length)) : null);

/**
 * Which stream this is, the key of its `live` notification: the upstream's id when it gives one
 * (`twitch:<id>`, the same from Helix and EventSub), else its start to the minute (`start:…`, the
 * stream-info service: now − uptime). A start within SAME_START_TOLERANCE_MS of the stored one is
 * the same stream: a flap offline → live keeps the key, a new stream gets a new one.
 */
export function streamIdentity(prev: Pick<StoredStream, 'streamId'>, upstreamId: string | null | undefined, startedAt: Date): string {
  if (upstreamId) return `twitch:${upstreamId}`;
  const before = startOfKey(prev.streamId);
  if (before !== null && Math.abs(before - startedAt.getTime()) <= SAME_START_TOLERANCE_MS) return prev.streamId!;
  return startKey(startedAt);
}

/** A poll's "live" that is only the stream stream.offline just ended, still listed by Helix. */
function isEndedByEventSub(prev: StoredStream, obs: Extract<Observation, { kind: 'live' }>, source: StreamSource): boolean {
  if (prev.source !== 'eventsub' || source === 'eventsub' || !prev.startedAt || !obs.startedAt) return false;
  return new Date(obs.startedAt).getTime() <= prev.startedAt.getTime();
}

/**
 * Pure rule of one poll: the next stored state and the event it announces (null: nothing changed).
 * An upstream error counts as an offline answer (spec §8) but never as an explicit one, so a single
 * failed poll cannot end a live stream.
 */
export function decide(
  prev: StoredStream,
  obs: Observation,
  source: StreamSource,
  error: string | null,
  now: Date,
): { next: StoredStream; event: StreamEventType | null } {
  const errors = { errorCount: prev.errorCount + (error ? 1 : 0), lastError: error ?? prev.lastError };
  if (obs.kind === 'live' && obs.partial && prev.isLive) return { next: { ...prev, ...errors, offlineStreak: 0 }, event: null };
  if (obs.kind === 'live' && !prev.isLive && isEndedByEventSub(prev, obs, source)) return { next: { ...prev, ...errors }, event: null };
  if (obs.kind === 'live') {
    const startedAt = obs.startedAt ? new Date(obs.startedAt) : prev.isLive && prev.startedAt ? prev.startedAt : now;
    // While live, an upstream id (EventSub/Helix) names it; the stream-info service keeps the one it has.
    const streamId = prev.isLive && prev.streamId && !obs.streamId ? prev.streamId : streamIdentity(prev, obs.streamId, startedAt);
    const next: StoredStream = {
      ...errors,
      isLive: true,
      viewers: obs.viewers,
      title: obs.title,
      game: obs.game,
      startedAt,
      streamId,
      source,
      offlineStreak: 0,
    };
    if (!prev.isLive) return { next, event: 'stream.went_live' };
    const changed = prev.viewers !== next.viewers || prev.title !== next.title || prev.game !== next.game;
    return { next, event: changed ? 'stream.updated' : null };
  }
  if (!prev.isLive) return { next: { ...prev, ...errors, viewers: 0, offlineStreak: 0 }, event: null };
  const startedByEventSub = prev.source === 'eventsub' && source !== 'eventsub' && prev.startedAt && now.getTime() - prev.startedAt.getTime() < EVENTSUB_LAG_MS;
  if (startedByEventSub) return { next: { ...prev, ...errors }, event: null };
  const streak = prev.offlineStreak + 1;
  if (obs.explicit || streak >= OFFLINE_ANSWERS_TO_END) {
    // stream.offline keeps the ended stream's start (not shown while offline): a poll that still
    // sees that stream in lagging Helix must not bring it back.
    const startedAt = source === 'eventsub' ? prev.startedAt : null;
    return { next: { ...prev, ...errors, isLive: false, viewers: 0, startedAt, source, offlineStreak: 0 }, event: 'stream.went_offline' };
  }
  // Still live until a second offline answer confirms it: a flapping upstream does not blink the banner.
  return { next: { ...prev, ...errors, offlineStreak: streak }, event: null };
}
