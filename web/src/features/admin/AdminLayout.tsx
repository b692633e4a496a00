import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { MeView } from '@fanhub/shared';
import { isAdmin, useAuthStore } from '../../stores/auth';
import { TopBar } from './TopBar';

/** Spec 2 §2 side menu, with the feed and teams added; moderators see the screens open to them (README 'Admin panel'). */
export const ADMIN_MENU = [
  { to: '/admin', label: 'Панель управления', end: true, admin: true },
  { to: '/admin/users', label: 'Пользователи', admin: false },
  { to: '/admin/activity', label: 'Лента активности', admin: false },
  { to: '/admin/teams', label: 'Команды', admin: false },
  { to: '/admin/giveaways', label: 'Розыгрыши', admin: true },
  { to: '/admin/schedule', label: 'Расписание', admin: true },
  { to: '/admin/content-site', label: 'Контент сайта', admin: true },
  { to: '/admin/content', label: 'Турниры', admin: true },
  { to: '/admin/stats', label: 'Статистика', admin: true },
  { to: '/admin/settings', label: 'Настройки', admin: true },
] as const;

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
  const menu = ADMIN_MENU.filter((m) => !m.admin || isAdmin(user));
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
