import { Link } from 'react-router-dom';
import type { MeView } from '@fanhub/shared';

export const NETWORKS = [
  { key: 'youtube_verified', name: 'YouTube', path: '/profile/youtube', action: 'Подтвердить подписку на канал' },
  { key: 'twitch_verified', name: 'Twitch', path: '/profile/twitch', action: 'Подтвердить аккаунт Twitch' },
  { key: 'telegram_verified', name: 'Telegram', path: '/profile/telegram', action: 'Подтвердить аккаунт Telegram' },
] as const;

/** The three verification badges of the profile header. */
export function VerificationBadges({ user }: { user: MeView }) {
  return (
    <ul className="verify-badges" aria-label="Подтверждения">
      {NETWORKS.map((n) => (
        <li key={n.key}>
          <Link to={n.path} className={`verify-badge${user[n.key] ? ' verify-badge--ok' : ''}`}>
            {n.name}: {user[n.key] ? 'подтверждён' : 'не подтверждён'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
