import { toast } from 'react-toastify';
import { decodeTokenClaims } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useSocketEvent } from '../../stores/socket';

export const AUTH_LIVE_TEXT = {
  sessionEnded: 'Сессия завершена на другом устройстве',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору.',
  levelUp: (name: string) => `Новый уровень: ${name}!`,
} as const;

const mySessionId = () => {
  const token = useAuthStore.getState().token;
  return token ? decodeTokenClaims(token).sid : undefined;
};

/**
 * The signed-in user follows the server live: a changed profile replaces the one on screen, and a
 * session ended elsewhere signs this page out at once, without a reload. Mounted once in the shell.
 */
export function AuthLive() {
  const replaceUser = useAuthStore((s) => s.replaceUser);
  const endedElsewhere = useAuthStore((s) => s.endedElsewhere);
  useSocketEvent('user.updated', (e) => replaceUser(e.payload.user));
  useSocketEvent('user.logged_out', (e) => {
    if (e.payload.sessionId === mySessionId()) endedElsewhere(AUTH_LIVE_TEXT.sessionEnded);
  });
  useSocketEvent('user.blocked', (e) => {
    if (e.payload.userId === useAuthStore.getState().user?.id) endedElsewhere(AUTH_LIVE_TEXT.blocked);
  });
  useSocketEvent('level.changed', (e) => {
    if (e.payload.level > e.payload.previousLevel) toast.success(AUTH_LIVE_TEXT.levelUp(e.payload.levelName));
  });
  return null;
}
