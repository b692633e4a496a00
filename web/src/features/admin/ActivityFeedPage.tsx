import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACTION_TYPE_LABEL, describeEvent, type ActionEntry, type AppEvent } from '@fanhub/shared';
import { adminApi } from './admin-api';
import { useAnyEvent } from './use-live';

const GROUPS = [
  ['all', 'Все'],
  ['user', 'Пользователи'],
  ['verification', 'Подтверждения'],
  ['team', 'Команды'],
  ['video', 'Видео'],
  ['stream', 'Стрим'],
  ['content', 'Контент'],
  ['system', 'Система'],
] as const;
type Group = (typeof GROUPS)[number][0];
const MAX = 200;
/** Entries of the activity log shown when the page opens, so it is never empty after something happened. */
export const BACKFILL = 50;

/** One line of the feed: a live event or a row of the activity log read the same way (shared describeEvent). */
export type FeedItem = Omit<ActionEntry, 'id'> & { key: string };

/** The log row and the live event of one action meet under this key (the same kind, instant, person and text). */
const keyOf = (type: string | null, at: string, userId: number | null, details: string) => `${type}|${Date.parse(at)}|${userId}|${details}`;

export function itemOfEvent(e: AppEvent): FeedItem | null {
  const d = describeEvent(e);
  if (!d) return null; // not an action: the log does not keep it either
  return {
    key: keyOf(e.type, e.occurredAt, d.userId, d.details),
    user_id: d.userId,
    username: d.username,
    action_type: d.actionType,
    action_details: d.details,
    event_type: e.type,
    timestamp: e.occurredAt,
  };
}
const itemOfRow = (a: ActionEntry): FeedItem => ({ ...a, key: keyOf(a.event_type, a.timestamp, a.user_id, a.action_details) });

/** Newest first, without repeats, at most MAX. */
function merge(newer: FeedItem[], older: FeedItem[]): FeedItem[] {
  const seen = new Set<string>();
  return [...newer, ...older].filter((i) => !seen.has(i.key) && seen.add(i.key)).slice(0, MAX);
}

/** A log row carries its actor's name; a live event only the id: each name is fetched once, `#id` until it comes. */
function useNames(): [Record<number, string>, (item: FeedItem) => void] {
  const [names, setNames] = useState<Record<number, string>>({});
  const asked = useRef(new Set<number>());
  const learn = ({ user_id: id, username }: FeedItem) => {
    if (id === null || username !== null || asked.current.has(id)) return;
    asked.current.add(id);
    adminApi.user(id).then(
      (u) => setNames((n) => ({ ...n, [id]: u.username })),
      () => undefined, // a deleted actor stays `#id`
    );
  };
  return [names, learn];
}

const inGroup = (item: FeedItem, group: Group) =>
  group === 'all' || item.event_type?.startsWith(`${group}.`) === true || (group === 'user' && item.event_type === 'level.changed');

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
function timeText(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return sameDay(at, new Date()) ? time : `${at.toLocaleDateString('ru-RU', { day: 'numeric', month: 'short' })} ${time.slice(0, 5)}`;
}

/**
 * /admin/activity: the live feed of the admins room, filtered by kind. It opens with the latest
 * entries of the activity log; on pause new events wait in a buffer («N новых») instead of being lost.
 */
export function ActivityFeedPage() {
  const [items, setItems] = useState<FeedItem[]>([]);
  const [buffer, setBuffer] = useState<FeedItem[]>([]);
  const [paused, setPaused] = useState(false);
  const [group, setGroup] = useState<Group>('all');
  const [loaded, setLoaded] = useState(false);
  const [names, learn] = useNames();

  useEffect(() => {
    adminApi
      .actions({ limit: BACKFILL })
      .then((r) => {
        const rows = r.actions.map(itemOfRow);
        rows.forEach(learn);
        setItems((live) => merge(live, rows)); // events that came while it loaded stay on top
      })
      .catch(() => undefined) // the live part still works
      .finally(() => setLoaded(true));
  }, []);

  useAnyEvent((e) => {
    const item = itemOfEvent(e);
    if (!item) return;
    learn(item);
    if (paused) setBuffer((b) => [item, ...b].slice(0, MAX));
    else setItems((l) => merge([item], l));
  });

  const resume = () => {
    setItems((l) => merge(buffer, l));
    setBuffer([]);
    setPaused(false);
  };
  const shown = items.filter((i) => inGroup(i, group));
  return (
    <section className="admin-page" aria-labelledby="feed-title">
      <div className="admin-page__head">
        <h1 id="feed-title">Лента активности</h1>
        <button type="button" className="btn btn--small" onClick={() => (paused ? resume() : setPaused(true))}>
          {paused ? 'Продолжить' : 'Пауза'}
        </button>
        <span className="admin-page__meta" aria-live="polite">
          {paused ? 'На паузе' : ''}
        </span>
        {paused && buffer.length > 0 && (
          <button type="button" className="btn btn--small btn--primary feed__new" onClick={resume}>
            {buffer.length} {newWord(buffer.length)}
          </button>
        )}
      </div>
      <div className="feed-filters" role="group" aria-label="Фильтр по типу">
        {GROUPS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            className={`btn btn--small${group === id ? ' btn--primary' : ' btn--ghost'}`}
            aria-pressed={group === id}
            onClick={() => setGroup(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {loaded && shown.length === 0 && <p className="admin-page__meta">Здесь появятся действия по мере того, как они происходят.</p>}
      <ol className="feed">
        {shown.map((i) => (
          <li key={i.key} className="feed__item">
            <time dateTime={i.timestamp}>{timeText(i.timestamp)}</time>
            <span>
              {i.user_id !== null && (
                <>
                  <Link to={`/admin/users?id=${i.user_id}`} className="link">
                    {i.username ?? names[i.user_id] ?? `#${i.user_id}`}
                  </Link>{' '}
                </>
              )}
              {i.action_details}
            </span>
            <span className="feed__type">{ACTION_TYPE_LABEL[i.action_type]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** «1 новое», «3 новых» (the count of buffered events on the resume button). */
function newWord(n: number): string {
  const tens = n % 100;
  return n % 10 === 1 && tens !== 11 ? 'новое' : 'новых';
}
