import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isKnownPage } from '@fanhub/shared';

/** The site's name in every tab title, and the whole title of the main page (as in index.html). */
export const SITE_NAME = 'FANHUB';
export const HOME_TITLE = `${SITE_NAME} — сообщество стримера`;

/** Exact paths, then the longest matching prefix; the main page keeps index.html's title. */
const EXACT: Record<string, string> = {
  '/about': 'О канале',
  '/workshop': 'Мастерская',
  '/portfolio': 'Портфолио',
  '/contact': 'Контакты',
  '/login': 'Вход',
  '/oauth/youtube/callback': 'Подключение YouTube',
  '/profile': 'Профиль',
  '/admin': 'Админ-панель',
};
const PREFIXES: [string, string][] = [
  ['/profile/team', 'Команда — Профиль'],
  ['/profile/giveaways', 'Мои розыгрыши — Профиль'],
  ['/profile/settings', 'Настройки — Профиль'],
  ['/profile/personal', 'Настройки — Профиль'],
  ['/profile/security', 'Безопасность — Профиль'],
  ['/profile/guide', 'Гид — Профиль'],
  ['/profile/youtube', 'YouTube — Профиль'],
  ['/profile/twitch', 'Twitch — Профиль'],
  ['/profile/telegram', 'Telegram — Профиль'],
  ['/profile/', 'Профиль'],
  ['/admin/login', 'Вход — Админ-панель'],
  ['/admin/users', 'Пользователи — Админ-панель'],
  ['/admin/activity', 'Лента активности — Админ-панель'],
  ['/admin/actions', 'Журнал действий — Админ-панель'],
  ['/admin/teams', 'Команды — Админ-панель'],
  ['/admin/content-site', 'Контент сайта — Админ-панель'],
  ['/admin/content', 'Видео — Админ-панель'],
  ['/admin/tournaments', 'Турниры — Админ-панель'],
  ['/admin/stats', 'Статистика — Админ-панель'],
  ['/admin/settings', 'Настройки — Админ-панель'],
  ['/admin/giveaways', 'Розыгрыши — Админ-панель'],
  ['/admin/schedule', 'Расписание — Админ-панель'],
  ['/admin/', 'Админ-панель'],
  ['/team/join/', 'Приглашение в команду'],
  ['/giveaways/', 'Розыгрыш'],
  ['/tournaments/', 'Турнир'],
];
/** Pages below a record: matched before the prefixes. */
const PATTERNS: [RegExp, string][] = [[/^\/giveaways\/[^/]+\/fairness$/, 'Проверка честности — Розыгрыш']];

/** The tab title of a path, e.g. 'Профиль — FANHUB' (the live suffix is added by useLiveTitle). */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return HOME_TITLE;
  if (!isKnownPage(path)) return `Страница не найдена — ${SITE_NAME}`;
  const name =
    EXACT[path] ??
    PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ??
    PREFIXES.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))?.[1];
  return name ? `${name} — ${SITE_NAME}` : HOME_TITLE;
}

/**
 * A record's page names the record in its tab, e.g. '«Неоновая неделя» — Розыгрыш — FANHUB', once
 * it has loaded. The route's own title is set first (App's RouteChange renders before the pages),
 * so this one wins; the live suffix is kept by useLiveTitle.
 */
export function useRecordTitle(name: string | null | undefined): void {
  const { pathname } = useLocation();
  // In the commit that shows the record (a passive effect ran later: the page named it before the tab did).
  useLayoutEffect(() => {
    if (name) document.title = `«${name}» — ${pageTitle(pathname)}`;
  }, [name, pathname]);
}
