import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { PageLoader } from '../../components/PageLoader';
import { Placeholder } from '../../components/Placeholder';
import { isAdmin, useAuthStore } from '../../stores/auth';
import { LiveIndicator } from '../stream';
import { NotFoundPage } from '../not-found/NotFoundPage';
import TeamPage from '../team/TeamPage';

/** Nested pages of /profile (spec 2 §2), placeholders until their issues land. */
const PROFILE_PAGES: ReadonlyArray<{ path: string; title: string; nav: string }> = [
  { path: '', title: 'Обзор профиля', nav: 'Обзор' },
  { path: 'team', title: 'Управление командами', nav: 'Команда' },
  { path: 'youtube', title: 'Подписка на YouTube', nav: 'YouTube' },
  { path: 'twitch', title: 'Аккаунт Twitch', nav: 'Twitch' },
  { path: 'telegram', title: 'Аккаунт Telegram', nav: 'Telegram' },
  { path: 'security', title: 'Безопасность', nav: 'Безопасность' },
  { path: 'guide', title: 'Гид по профилю', nav: 'Гид' },
  { path: 'settings', title: 'Настройки', nav: 'Настройки' },
];

/** /profile/*: signed-in only; without a session the visitor goes to /login (and back after). */
export default function ProfileArea() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const logout = useAuthStore((s) => s.logout);
  const location = useLocation();

  if (status === 'checking') return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  return (
    <div className="area">
      <header className="profile-head panel">
        <Avatar name={user.username} url={user.avatar_url} size="md" />
        <div className="profile-head__text">
          <p className="profile-head__name">{user.username}</p>
          <p className="profile-head__role">{isAdmin(user) ? 'Администратор' : 'Пользователь'}</p>
          <LiveIndicator />
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void logout()}>
          Выйти
        </button>
      </header>
      <nav className="area-nav" aria-label="Профиль">
        {PROFILE_PAGES.map((p) => (
          <NavLink key={p.path} to={`/profile${p.path ? `/${p.path}` : ''}`} end className="area-nav__link">
            {p.nav}
          </NavLink>
        ))}
      </nav>
      <Routes>
        {PROFILE_PAGES.map((p) =>
          p.path ? (
            <Route key={p.path} path={p.path} element={p.path === 'team' ? <TeamPage /> : <Placeholder title={p.title} code={`profile/${p.path}`} />} />
          ) : (
            <Route key="index" index element={<Placeholder title={p.title} code="profile" />} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
