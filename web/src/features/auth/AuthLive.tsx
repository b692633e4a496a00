import { toast } from 'react-toastify';
import { decodeTokenClaims } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useOnReconnect, useSocketEvent } from '../../stores/socket';

export const AUTH_LIVE_TEXT = {
  sessionEnded: 'Сессия завершена на другом устройстве',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору.',
  levelUp: (name: string) => `Новый уровень: ${name}!`,
} as const;

/** Spec 2 §8: the unsubscribed toast stays 5 s. */
const REVOKED_TOAST_MS = 5000;

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
  const refreshUser = useAuthStore((s) => s.refreshUser);
  // Back from a dropped socket: a change (or a block) made meanwhile came as no event.
  useOnReconnect(() => void refreshUser().catch(() => undefined));
  useSocketEvent('user.updated', (e) => replaceUser(e.payload.user));
  useSocketEvent('user.logged_out', (e) => {
    if (e.payload.sessionId === mySessionId()) endedElsewhere(AUTH_LIVE_TEXT.sessionEnded);
  });
  useSocketEvent('user.blocked', (e) => {
    if (e.payload.userId === useAuthStore.getState().user?.id) endedElsewhere(AUTH_LIVE_TEXT.blocked);
  });
  // Verification: a loss is told wherever the member is; Telegram completes outside the page's own
  // request (in the bot), so its success is told here too. YouTube and Twitch answer their own calls.
  useSocketEvent('verification.revoked', (e) => {
    toast.error(e.payload.message, { autoClose: REVOKED_TOAST_MS, toastId: `revoked-${e.id}` });
  });
  useSocketEvent('verification.completed', (e) => {
    if (e.payload.provider === 'telegram') toast.success(e.payload.message, { toastId: `completed-${e.id}` });
  });
  useSocketEvent('level.changed', (e) => {
    if (e.payload.level > e.payload.previousLevel) toast.success(AUTH_LIVE_TEXT.levelUp(e.payload.levelName));
  });
  return null;
}
