import { useState } from 'react';
import type { MeView } from '@fanhub/shared';
import { Avatar } from '../../components/Avatar';
import { isAdmin } from '../../stores/auth';
import { LiveIndicator } from '../stream';
import { AvatarDialog } from './AvatarDialog';
import { LevelBadge } from './LevelBadge';
import { VerificationBadges } from './VerificationBadges';

/** Avatar (opens the avatar dialog), name, role, level, the three badges and the stream indicator. */
export function ProfileHeader({ user }: { user: MeView }) {
  const [dialog, setDialog] = useState(false);
  return (
    <header className="profile-head panel">
      <button type="button" className="profile-head__avatar" aria-label="Сменить аватар" onClick={() => setDialog(true)}>
        <Avatar name={user.username} url={user.avatar_url} color={user.avatar_color} size="md" />
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
