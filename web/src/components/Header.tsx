import { Link } from 'react-router-dom';
import { useAuthStore } from '../stores/auth';
import { useUiStore } from '../stores/ui';
import { GlitchText } from './GlitchText';
import { ProfileButton } from './ProfileButton';
import { SectionNav } from './SectionNav';

export const LOGIN_BUTTON_TEXT = 'Войти_';

export function Header() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const openAuthModal = useUiStore((s) => s.openAuthModal);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="logo" aria-label="FANHUB — на главную">
          <span className="logo__mark" aria-hidden="true" />
          <GlitchText text="FANHUB" className="logo__text" />
        </Link>
        <SectionNav />
        <div className="site-header__user">
          {user ? (
            <ProfileButton user={user} />
          ) : status === 'checking' ? (
            <span className="profile-button profile-button--pending" role="status" aria-label="Проверяем вход…" />
          ) : (
            <button type="button" className="btn btn--login" onClick={() => openAuthModal('login')}>
              {LOGIN_BUTTON_TEXT}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
