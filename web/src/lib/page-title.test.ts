import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('gives every page its own Russian title with the site name', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(pageTitle('/contact')).toBe('Контакты — FANHUB');
    expect(pageTitle('/workshop/')).toBe('Мастерская — FANHUB');
    expect(pageTitle('/profile')).toBe('Профиль — FANHUB');
    expect(pageTitle('/profile/security')).toBe('Безопасность — Профиль — FANHUB');
    expect(pageTitle('/admin/content-site')).toBe('Контент сайта — Админ-панель — FANHUB');
    expect(pageTitle('/admin/content')).toBe('Видео — Админ-панель — FANHUB');
    expect(pageTitle('/admin/tournaments/7')).toBe('Турниры — Админ-панель — FANHUB');
    expect(pageTitle('/team/join/AB12CD')).toBe('Приглашение в команду — FANHUB');
    expect(pageTitle('/oauth/youtube/callback')).toBe('Подключение YouTube — FANHUB');
    expect(pageTitle('/giveaways/7')).toBe('Розыгрыш — FANHUB');
    expect(pageTitle('/giveaways/7/fairness')).toBe('Проверка честности — Розыгрыш — FANHUB');
    expect(pageTitle('/admin/giveaways')).toBe('Розыгрыши — Админ-панель — FANHUB');
  });

  it('gives every admin page its own title (the tab tells them apart)', () => {
    const pages = ['users', 'activity', 'teams', 'stats', 'actions', 'content', 'content-site', 'giveaways', 'schedule', 'settings'].map((p) => `/admin/${p}`);
    const titles = pages.map(pageTitle);
    expect(pageTitle('/admin/actions')).toBe('Журнал действий — Админ-панель — FANHUB');
    expect(titles.filter((t) => t === pageTitle('/admin'))).toEqual([]);
    expect(new Set(titles).size).toBe(pages.length);
  });

  it('names an unknown address as not found', () => {
    expect(pageTitle('/no-such-page')).toBe('Страница не найдена — FANHUB');
  });

  it('gives no two public pages the same title', () => {
    const paths = ['/', '/about', '/workshop', '/portfolio', '/contact', '/login', '/profile', '/admin'];
    expect(new Set(paths.map(pageTitle)).size).toBe(paths.length);
  });
});
