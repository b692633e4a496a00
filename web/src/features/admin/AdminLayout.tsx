import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { MeView, PlainAction } from '@fanhub/shared';
import { canMe, useAuthStore } from '../../stores/auth';
import { TopBar } from './TopBar';

/**
 * Spec 2 §2 side menu, with the feed and teams added; each entry shows to whom its action allows, so
 * moderators see the screens open to them (docs/features/admin.md).
 */
export const ADMIN_MENU = [
  { to: '/admin', label: 'Панель управления', end: true, action: 'admin.dashboard' },
  { to: '/admin/users', label: 'Пользователи', action: 'admin.users.read' },
  { to: '/admin/activity', label: 'Лента активности', action: 'admin.actions.read' },
  { to: '/admin/teams', label: 'Команды', action: 'admin.teams.read' },
  { to: '/admin/giveaways', label: 'Розыгрыши', action: 'giveaway.manage' },
  { to: '/admin/schedule', label: 'Расписание', action: 'schedule.edit' },
  { to: '/admin/content-site', label: 'Контент сайта', action: 'content.edit' },
  { to: '/admin/content', label: 'Видео', action: 'content.edit' },
  { to: '/admin/tournaments', label: 'Турниры', action: 'tournament.manage' },
  { to: '/admin/stats', label: 'Статистика', action: 'admin.dashboard' },
  { to: '/admin/settings', label: 'Настройки', action: 'admin.settings' },
] as const satisfies readonly { to: string; label: string; end?: true; action: PlainAction }[];

export function AdminLayout({ user, children }: { user: MeView; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const side = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  // Opened (under 1024 px, from the top bar's button), the menu takes the focus: it comes before the
  // button in the page, so Tab from the button would skip it. Escape closes it and goes back.
  useEffect(() => {
    if (open) side.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    document.querySelector<HTMLElement>('[aria-controls="admin-menu"]')?.focus();
  };
  const menu = ADMIN_MENU.filter((m) => canMe(user, m.action));
  return (
    <div className={`admin${open ? ' admin--menu-open' : ''}`}>
      <aside ref={side} className="admin__side" id="admin-menu" aria-label="Меню админ-панели" onKeyDown={closeOnEscape}>
        <p className="admin__brand">FANHUB // АДМИН</p>
        <nav className="admin__nav">
          {menu.map((m) => (
            <NavLink key={m.to} to={m.to} end={'end' in m} className="admin__link">
              {m.label}
            </NavLink>
          ))}
          <button
            type="button"
            className="admin__link admin__logout"
            onClick={() => {
              void logout().then(() => navigate('/'));
            }}
          >
            Выйти
          </button>
        </nav>
      </aside>
      <div className="admin__main">
        <TopBar user={user} menuOpen={open} onMenu={() => setOpen(!open)} />
        <div className="admin__content">{children}</div>
      </div>
    </div>
  );
}
