import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MY_GIVEAWAYS_PATH, type MeView } from '@fanhub/shared';
import { tourClosedFor } from './Tour';
import { NETWORKS } from './VerificationBadges';

/** /profile: welcome, the warning while a network is unverified, and cards to every section. */
export function OverviewPage({ user, onTour }: { user: MeView; onTour: () => void }) {
  // The one-time tour opens on the overview for a new member; finishing it clears is_new_user.
  const isNew = user.is_new_user && user.id > 0 && !tourClosedFor(user.id);
  useEffect(() => {
    if (isNew) onTour();
  }, [isNew, onTour]);
  const missing = NETWORKS.filter((n) => !user[n.key]);
  return (
    <section className="profile-page" aria-labelledby="overview-title">
      <h1 id="overview-title" className="profile-page__title">
        Добро пожаловать, {user.username}!
      </h1>
      {missing.length > 0 && (
        <p className="profile-warning" role="status">
          Подтвердите подписки ({missing.map((n) => n.name).join(', ')}), чтобы участвовать в розыгрышах и получать очки уровня.
        </p>
      )}
      <div className="profile-cards">
        <Link to="/profile/settings" className="profile-card">
          <span className="profile-card__title">Личные данные</span>
          <span className="profile-card__text">Имя, фамилия, о себе</span>
        </Link>
        {NETWORKS.map((n) => (
          <Link key={n.key} to={n.path} className="profile-card">
            <span className="profile-card__title">{n.name}</span>
            <span className={`profile-card__tag${user[n.key] ? ' profile-card__tag--ok' : ''}`}>{user[n.key] ? 'Подтверждено' : 'Не подтверждено'}</span>
          </Link>
        ))}
        <Link to={MY_GIVEAWAYS_PATH} className="profile-card">
          <span className="profile-card__title">Мои розыгрыши</span>
          <span className="profile-card__text">Участие, выигрыши и история</span>
        </Link>
        <Link to="/profile/security" className="profile-card">
          <span className="profile-card__title">Безопасность</span>
          <span className="profile-card__text">{user.two_factor_enabled ? '2FA включена' : 'Пароль, сессии, 2FA'}</span>
        </Link>
      </div>
    </section>
  );
}
