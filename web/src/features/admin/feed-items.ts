import { describeEvent, type ActionEntry, type AppEvent } from '@fanhub/shared';

/** Lines the feed keeps at most. */
export const FEED_MAX = 200;

/**
 * One line of the feed. A live event and a row of the activity log read the same: the row was
 * written from the event's catalogue description (shared describeEvent), the live line is read
 * from it here.
 */
export type FeedItem = Omit<ActionEntry, 'id'> & { key: string };

/** The log row and the live event of one action meet under this key (the same kind, instant, person and text). */
const keyOf = (type: string | null, at: string, userId: number | null, details: string) => `${type}|${Date.parse(at)}|${userId}|${details}`;

/** The feed line of a live event; null when it is not an action (the log does not keep it either). */
export function itemOfEvent(e: AppEvent): FeedItem | null {
  const d = describeEvent(e);
  if (!d) return null;
  return {
    key: keyOf(e.type, e.occurredAt, d.actor.id, d.text),
    user_id: d.actor.id,
    username: d.actor.name,
    action_type: d.actionType,
    action_details: d.text,
    event_type: e.type,
    timestamp: e.occurredAt,
  };
}

/** The feed line of an activity-log row (the backfill). */
export const itemOfRow = (a: ActionEntry): FeedItem => ({ ...a, key: keyOf(a.event_type, a.timestamp, a.user_id, a.action_details) });

/**
 * Newest first, without repeats, at most FEED_MAX. Ordered by time: a log row fetched again after
 * a reconnect can be newer than lines already shown. Lines of one millisecond keep their order.
 */
export function mergeItems(newer: FeedItem[], older: FeedItem[]): FeedItem[] {
  const seen = new Set<string>();
  return [...newer, ...older]
    .filter((i) => !seen.has(i.key) && seen.add(i.key))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, FEED_MAX);
}

/** The feed's lines, and while paused the lines that came meanwhile («N новых»). */
export interface FeedState {
  items: FeedItem[];
  buffer: FeedItem[];
  paused: boolean;
}
export type FeedAction = { type: 'arrived'; items: FeedItem[] } | { type: 'pause' } | { type: 'resume' };
export const EMPTY_FEED: FeedState = { items: [], buffer: [], paused: false };

/**
 * Live events and log rows arrive the same way (a row fetched again on reconnect may be an action
 * no event brought): shown at once, or while paused kept aside unless already shown.
 */
export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'arrived': {
      if (!state.paused) return { ...state, items: mergeItems(action.items, state.items) };
      const shown = new Set(state.items.map((i) => i.key));
      return {
        ...state,
        buffer: mergeItems(
          action.items.filter((i) => !shown.has(i.key)),
          state.buffer,
        ),
      };
    }
    case 'pause':
      return { ...state, paused: true };
    case 'resume':
      return { items: mergeItems(state.buffer, state.items), buffer: [], paused: false };
  }
}
