import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { plural, type MeView } from '@fanhub/shared';
import { useSocketEvent } from '../../stores/socket';
import { adminApi } from './admin-api';
import { NamedOptions } from '../../components/NamedOptions';
import { THEMES, useAdminTheme, type ThemeId } from './theme';

const UNREAD_FORMS = ['непрочитанное', 'непрочитанных', 'непрочитанных'] as const;
const ROLE_LABEL: Record<string, string> = { admin: 'Администратор', moderator: 'Модератор', user: 'Пользователь' };
// Without the year: the search beside it keeps room for its whole placeholder at 1440 px.
const today = () => new Date().toLocaleDateString('ru-RU', { weekday: 'short', day: 'numeric', month: 'long' });

/** Search that really finds users and teams, the date, unread notifications, the theme, who is signed in. */
export function TopBar({ user, menuOpen, onMenu }: { user: MeView; menuOpen: boolean; onMenu: () => void }) {
  const { theme, setTheme } = useAdminTheme();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Awaited<ReturnType<typeof adminApi.search>> | null>(null);
  const [unread, setUnread] = useState(0);
  const [list, setList] = useState<Awaited<ReturnType<typeof adminApi.notifications>>['items'] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bell = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    adminApi
      .notifications()
      .then((n) => setUnread(n.unread))
      .catch(() => undefined);
  }, []);
  // The badge counts what the server counts: new registrations, failed mirror runs, lost
  // verifications, an upstream or a background job that started failing.
  useSocketEvent('user.registered', () => setUnread((n) => n + 1));
  useSocketEvent('system.alert', () => setUnread((n) => n + 1));
  useSocketEvent('video.mirror_failed', () => setUnread((n) => n + 1));
  useSocketEvent('verification.revoked', () => setUnread((n) => n + 1));

  useEffect(() => {
    clearTimeout(timer.current);
    if (!q.trim()) return setFound(null);
    timer.current = setTimeout(() => {
      adminApi
        .search(q.trim())
        .then(setFound)
        .catch(() => setFound(null));
    }, 300);
  }, [q]);

  const openNotifications = async () => {
    if (list) return setList(null);
    const n = await adminApi.readNotifications().catch(() => null);
    setList(n?.items ?? []);
    setUnread(0);
  };
  // Escape closes a popup of the bar and gives the focus back to what opened it.
  const closeOn = (close: () => void, back: RefObject<HTMLElement | null>) => (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close();
    back.current?.focus();
  };

  return (
    <header className="admin-top">
      <button type="button" className="admin-top__menu" aria-expanded={menuOpen} aria-controls="admin-menu" onClick={onMenu}>
        ☰ Меню
      </button>
      <div className="admin-top__search" onKeyDown={found ? closeOn(() => setQ(''), search) : undefined}>
        <input ref={search} type="search" placeholder="Поиск пользователей и команд" aria-label="Поиск" value={q} onChange={(e) => setQ(e.target.value)} />
        {found && (
          <div className="admin-top__results" role="listbox" aria-label="Результаты поиска">
            {found.users.length + found.teams.length === 0 && <p>Ничего не найдено</p>}
            {found.users.map((u) => (
              <Link key={`u${u.id}`} to={`/admin/users?q=${encodeURIComponent(u.username)}`} onClick={() => setQ('')} role="option">
                {u.username} <small>{u.email}</small>
              </Link>
            ))}
            {found.teams.map((t) => (
              <Link key={`t${t.id}`} to={`/admin/teams?id=${t.id}`} onClick={() => setQ('')} role="option">
                Команда «{t.name}» <small>{t.members_count} уч.</small>
              </Link>
            ))}
          </div>
        )}
      </div>
      <span className="admin-top__date">{today()}</span>
      <div className="admin-top__bell" onKeyDown={list ? closeOn(() => setList(null), bell) : undefined}>
        <button
          ref={bell}
          type="button"
          aria-label={`Уведомления: ${unread} ${plural(unread, UNREAD_FORMS)}`}
          aria-expanded={list !== null}
          onClick={() => void openNotifications()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
          </svg>
          {unread > 0 && <span className="admin-top__badge">{unread}</span>}
        </button>
        {list && (
          // Focusable: a long list scrolls, and its items are text, so the keyboard scrolls the box itself.
          <div className="admin-top__results admin-top__notes" role="dialog" aria-label="Уведомления" tabIndex={0}>
            {list.length === 0 && <p>Уведомлений нет</p>}
            {list.map((n) => (
              <p key={n.id}>
                <time dateTime={n.timestamp}>{new Date(n.timestamp).toLocaleString('ru-RU')}</time>
                {n.action_details}
              </p>
            ))}
          </div>
        )}
      </div>
      <span className="admin-top__theme">
        <select aria-label="Тема" value={theme} onChange={(e) => setTheme(e.target.value as ThemeId)}>
          <NamedOptions items={THEMES} />
        </select>
      </span>
      <span className="admin-top__who">
        <strong>{user.username}</strong> <small>{user.is_superuser ? 'Суперпользователь' : (ROLE_LABEL[user.role] ?? user.role)}</small>
      </span>
    </header>
  );
}
