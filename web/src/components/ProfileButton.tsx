import { Link } from 'react-router-dom';
import type { MeView } from '@fanhub/shared';
import { isAdmin } from '../stores/auth';
import { Avatar } from './Avatar';

export const ROLE_BADGE = { admin: 'Админ', user: 'Пользователь' } as const;

export function roleBadge(user: MeView): string {
  return isAdmin(user) ? ROLE_BADGE.admin : ROLE_BADGE.user;
}

/** Header entry for a signed-in user: avatar, name and role badge, going to /profile. Its name holds the visible text as shown (WCAG 2.5.3: a voice user says what they see). */
export function ProfileButton({ user }: { user: MeView }) {
  const admin = isAdmin(user);
  return (
    <Link to="/profile" className="profile-button" aria-label={`Профиль: ${user.username} ${roleBadge(user)}`}>
      <Avatar name={user.username} url={user.avatar_url} />
      <span className="profile-button__text" aria-hidden="true">
        <span className="profile-button__name">{user.username}</span> <span className={`badge${admin ? ' badge--admin' : ''}`}>{roleBadge(user)}</span>
      </span>
    </Link>
  );
}
