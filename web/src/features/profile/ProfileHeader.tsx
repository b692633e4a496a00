import { useState } from 'react';
import type { MeView } from '@fanhub/shared';
import { isAdmin } from '../../stores/auth';
import { LiveIndicator } from '../stream';
import { AvatarDialog } from './AvatarDialog';
import { LevelBadge } from './LevelBadge';
import { VerificationBadges } from './VerificationBadges';

/** The user's avatar: a picture, else their initial on their colour. */
export function UserAvatar({ user, size = 'md' }: { user: Pick<MeView, 'username' | 'avatar_url' | 'avatar_color'>; size?: 'sm' | 'md' }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" style={user.avatar_color && !user.avatar_url ? { background: user.avatar_color } : undefined}>
      {user.avatar_url ? <img src={user.avatar_url} alt="" /> : <span className="avatar__initial" data-initial={(user.username[0] ?? '?').toUpperCase()} />}
    </span>
  );
}

/** Avatar (opens the avatar dialog), name, role, level, the three badges and the stream indicator. */
export function ProfileHeader({ user }: { user: MeView }) {
  const [dialog, setDialog] = useState(false);
  return (
    <header className="profile-head panel">
      <button type="button" className="profile-head__avatar" aria-label="Сменить аватар" onClick={() => setDialog(true)}>
        <UserAvatar user={user} />
      </button>
      <div className="profile-head__text">
        <p className="profile-head__name">{user.username}</p>
        <p className="profile-head__role">{isAdmin(user) ? 'Администратор' : 'Пользователь'}</p>
        <LiveIndicator />
      </div>
      <LevelBadge points={user.level_points} />
      <VerificationBadges user={user} />
      {dialog && <AvatarDialog user={user} onClose={() => setDialog(false)} />}
    </header>
  );
}
