import { useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useAuthStore } from '../../stores/auth';
import { NotFoundPage } from '../not-found';
import { TeamPage } from '../team';
import { MY_GIVEAWAYS_PATH } from '@fanhub/shared';
import { GuidePage } from './GuidePage';
import { MyGiveawaysPage } from './MyGiveawaysPage';
import { OverviewPage } from './OverviewPage';
import { ProfileHeader } from './ProfileHeader';
import { SecurityTabs } from './SecurityTabs';
import { SettingsPage } from './SettingsPage';
import { Tour } from './Tour';
import { TelegramPage, TwitchPage, YoutubePage } from '../verification';
import './profile.css';

/** Side bar (desktop) / bottom bar (mobile): overview, team, giveaways, settings, security (spec 2 'Profile area'). */
const NAV = [
  { to: '/profile', label: 'Обзор', end: true },
  { to: '/profile/team', label: 'Команда' },
  { to: MY_GIVEAWAYS_PATH, label: 'Розыгрыши' },
  { to: '/profile/settings', label: 'Настройки' },
  { to: '/profile/security', label: 'Безопасность' },
  { to: '/profile/guide', label: 'Гид' },
];

/** /profile/*: signed-in only; without a session the visitor goes to /login (and back after). */
export default function ProfileArea() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const logout = useAuthStore((s) => s.logout);
  const location = useLocation();
  const [tour, setTour] = useState(false);

  if (status === 'checking') return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  return (
    <div className="area profile-area">
      <ProfileHeader user={user} />
      <div className="profile-layout">
        <nav className="profile-nav" aria-label="Профиль">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} className="profile-nav__link">
              {n.label}
            </NavLink>
          ))}
          <button type="button" className="profile-nav__link profile-nav__logout" onClick={() => void logout()}>
            Выйти
          </button>
        </nav>
        <div className="profile-content">
          <Routes>
            <Route index element={<OverviewPage user={user} onTour={() => setTour(true)} />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="giveaways" element={<MyGiveawaysPage user={user} />} />
            <Route path="settings" element={<SettingsPage user={user} />} />
            <Route path="personal" element={<Navigate to="/profile/settings" replace />} />
            <Route
              path="security"
              element={
                <section className="profile-page" aria-labelledby="security-title">
                  <h1 id="security-title" className="profile-page__title">
                    Безопасность
                  </h1>
                  <SecurityTabs />
                </section>
              }
            />
            <Route path="guide" element={<GuidePage onTour={() => setTour(true)} />} />
            <Route path="youtube" element={<YoutubePage user={user} />} />
            <Route path="twitch" element={<TwitchPage user={user} />} />
            <Route path="telegram" element={<TelegramPage user={user} />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </div>
      </div>
      {tour && <Tour user={user} onClose={() => setTour(false)} />}
    </div>
  );
}
