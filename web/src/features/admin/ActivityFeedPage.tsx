import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACTION_TYPE_LABEL, plural } from '@fanhub/shared';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { adminApi } from './admin-api';
import { EMPTY_FEED, feedReducer, itemOfEvent, itemOfRow, type FeedItem } from './feed-items';
import { useAnyEvent } from '../../lib/use-live';
import { useOnReconnect } from '../../stores/socket';

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
/** Entries of the activity log shown when the page opens, so it is never empty after something happened. */
export const BACKFILL = 50;
/** The count of buffered events on the resume button: «1 новое», «3 новых». */
const NEW_FORMS = ['новое', 'новых', 'новых'] as const;

/** A log row carries its actor's name; a live event of an admin's action only the id: each name is fetched once, `#id` until it comes. */
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
  const [{ items, buffer, paused }, dispatch] = useReducer(feedReducer, EMPTY_FEED);
  const [group, setGroup] = useState<Group>('all');
  const [loaded, setLoaded] = useState(false);
  const [names, learn] = useNames();
  const arrived = (list: FeedItem[]) => {
    list.forEach(learn);
    dispatch({ type: 'arrived', items: list });
  };

  const backfill = () => {
    adminApi
      .actions({ limit: BACKFILL })
      .then((r) => arrived(r.actions.map(itemOfRow))) // a row and its live event share a key: one line
      .catch(() => undefined) // the live part still works
      .finally(() => setLoaded(true));
  };
  useEffect(backfill, []);
  // An action between the first load and the socket joining the admins room (a page opened a moment
  // ago, a network blip) came as no event: the log has it, so the feed asks again whenever it connects.
  useOnReconnect(backfill);

  useAnyEvent((e) => {
    const item = itemOfEvent(e);
    if (item) arrived([item]);
  });

  const resume = () => dispatch({ type: 'resume' });
  const shown = items.filter((i) => inGroup(i, group));
  return (
    <section className="admin-page" aria-labelledby="feed-title">
      <div className="admin-page__head">
        <h1 id="feed-title">Лента активности</h1>
        <button type="button" className="btn btn--small" onClick={() => (paused ? resume() : dispatch({ type: 'pause' }))}>
          {paused ? 'Продолжить' : 'Пауза'}
        </button>
        <span className="admin-page__meta" aria-live="polite">
          {paused ? 'На паузе' : ''}
        </span>
        {paused && buffer.length > 0 && (
          <button type="button" className="btn btn--small btn--primary feed__new" onClick={resume}>
            {buffer.length} {plural(buffer.length, NEW_FORMS)}
          </button>
        )}
      </div>
      <ChoiceButtons className="feed-filters" label="Фильтр по типу" choices={GROUPS} value={group} onChange={setGroup} />
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
