import { create } from 'zustand';
import { toast } from 'react-toastify';
import { actorOfMe, can, isAdmin as isAdminActor, type Action, type MeView, type RegisterBody, type SubjectArgs } from '@fanhub/shared';
import { api, isApiError } from '../api/client';
import { authApi } from '../api/auth';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '../lib/app-events';
import { fallbackUser, userFromToken } from '../lib/fallback-user';

export const AUTH_TEXT = {
  loginSuccess: 'Успешный вход!',
  logoutSuccess: 'Вы вышли из системы',
  logoutFailed: 'Ошибка при выходе',
  missingToken: 'Ошибка авторизации: сервер не вернул токен доступа',
  profileLoadFailed: 'Не удалось загрузить данные профиля',
  registeredLoginFailed: 'Регистрация успешна! Пожалуйста, войдите в аккаунт.',
} as const;

/** Raised when the login answer has no token: not an HTTP error, but shown like one. */
export class MissingTokenError extends Error {
  constructor() {
    super(AUTH_TEXT.missingToken);
    this.name = 'MissingTokenError';
  }
}

/**
 * - checking: a stored token is being verified at start-up (guards wait, they do not redirect);
 * - signed-in / signed-out: settled.
 */
export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

interface AuthState {
  token: string | null;
  user: MeView | null;
  status: AuthStatus;
  /** Start-up: loads /auth/me for a stored token and starts listening for lost sessions. Idempotent. */
  init: () => Promise<void>;
  login: (email: string, password: string, otp?: string) => Promise<MeView>;
  /** Registers, then logs in. Resolves false when the account exists but the automatic login failed. */
  register: (body: RegisterBody) => Promise<boolean>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<void>;
  /** The server ended this session (another device, a password change, an admin): sign out here too. */
  endedElsewhere: (message: string) => void;
  /** A fresh view of the signed-in user pushed by the server. */
  replaceUser: (user: MeView) => void;
}

let stopListening: (() => void) | null = null;

/** The server refuses the token itself (401/403), not just the request. */
const isRefusal = (e: unknown) => isApiError(e) && (e.status === 401 || e.status === 403);

/** A stale token found at start-up: signed out quietly, no dialog on page load. */
function dropStaleToken(): void {
  api.setToken(null);
  useAuthStore.setState({ token: null, user: null, status: 'signed-out' });
}

/** Waits between the start-up profile retries (the server was unreachable or answered 5xx). */
export const PROFILE_RETRY_MS = [5_000, 15_000, 30_000, 60_000] as const;

/** Asks /auth/me again later while the same token is still the session; gives up after the last wait. */
function retryProfile(token: string, attempt: number): void {
  const wait = PROFILE_RETRY_MS[attempt];
  if (wait === undefined) return;
  setTimeout(() => {
    if (useAuthStore.getState().token !== token) return; // signed out or in again meanwhile
    authApi()
      .me({ notifyUnauthorized: false })
      .then((user) => {
        if (useAuthStore.getState().token === token) useAuthStore.setState({ user });
      })
      .catch((e: unknown) => {
        if (isRefusal(e)) dropStaleToken();
        else retryProfile(token, attempt + 1);
      });
  }, wait);
}

/** True while this page signs out on purpose: its own session's end is then no news. */
let signingOut = false;

export const useAuthStore = create<AuthState>((set, get) => ({
  token: null,
  user: null,
  status: 'signed-out',

  async init() {
    stopListening ??= onAppEvent(APP_EVENTS.loginRequired, () => {
      // The client already removed the token from storage; forget the user too.
      set({ token: null, user: null, status: 'signed-out' });
    });
    const token = api.getToken();
    if (!token) {
      set({ token: null, user: null, status: 'signed-out' });
      return;
    }
    set({ token, status: 'checking' });
    try {
      const user = await authApi().me({ notifyUnauthorized: false });
      set({ user, status: 'signed-in' });
    } catch (e) {
      if (isRefusal(e)) return dropStaleToken();
      // Server unreachable or busy: keep the session, show what the token itself says, ask again.
      set({ user: userFromToken(token), status: 'signed-in' });
      retryProfile(token, 0);
    }
  },

  async login(email, password, otp) {
    const answer = await authApi().login(email, password, otp);
    const token = answer?.access_token;
    if (!token) throw new MissingTokenError();
    api.setToken(token);
    let user: MeView;
    try {
      user = await authApi().me({ notifyUnauthorized: false });
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        api.setToken(null);
        throw e;
      }
      // Spec 1 §4: the login stands; the profile is built from the email prefix.
      user = fallbackUser(email);
      toast.warn(AUTH_TEXT.profileLoadFailed);
    }
    set({ token, user, status: 'signed-in' });
    emitAppEvent(APP_EVENTS.loginSuccess, { user });
    toast.success(AUTH_TEXT.loginSuccess);
    return user;
  },

  async register(body) {
    await authApi().register(body);
    try {
      await get().login(body.email, body.password);
      return true;
    } catch {
      toast.info(AUTH_TEXT.registeredLoginFailed);
      return false;
    }
  },

  async logout() {
    signingOut = true;
    try {
      await authApi().logout();
      toast.success(AUTH_TEXT.logoutSuccess);
    } catch (e) {
      // A 401 means the session was already over on the server: that is a successful logout too.
      if (isApiError(e) && e.status === 401) toast.success(AUTH_TEXT.logoutSuccess);
      else toast.error(AUTH_TEXT.logoutFailed);
    } finally {
      api.setToken(null);
      set({ token: null, user: null, status: 'signed-out' });
      emitAppEvent(APP_EVENTS.logout);
      signingOut = false;
    }
  },

  endedElsewhere(message) {
    if (!get().token || signingOut) return;
    api.setToken(null);
    set({ token: null, user: null, status: 'signed-out' });
    emitAppEvent(APP_EVENTS.logout);
    toast.warn(message, { autoClose: 5000 });
  },

  replaceUser(user) {
    if (get().user?.id === user.id) set({ user });
  },

  async refreshUser() {
    if (!get().token) return;
    const user = await authApi().me();
    set({ user });
  },
}));

/** The role the header and the profile show (spec 2 §6): is_superuser or role admin (shared/src/authz). What a member may do is `canMe`. */
export function isAdmin(user: MeView | null): boolean {
  return !!user && isAdminActor(actorOfMe(user));
}

/**
 * Whether this member (null: a visitor) may do `action` (to `subject`): the shared `can`, as the
 * client asks it before showing a button or a screen. The API checks again.
 */
export function canMe<A extends Action>(user: MeView | null, action: A, ...subject: SubjectArgs<A>): boolean {
  return can(user && actorOfMe(user), action, ...subject);
}

/** `canMe` for the signed-in member: re-renders when they sign in or out or their role changes. */
export function useCan<A extends Action>(action: A, ...subject: SubjectArgs<A>): boolean {
  const user = useAuthStore((s) => s.user);
  return canMe(user, action, ...subject);
}
