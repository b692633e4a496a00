import type { MeView } from '@fanhub/shared';

/**
 * Window events that tie the shell together without imports in both directions.
 * - loginRequired: an API call answered 401 (token dropped); the auth modal opens. Fired once
 *   until the next successful login.
 * - loginSuccess: a login finished (token stored, user loaded); detail is the user.
 * - logout: the user signed out on purpose.
 */
export const APP_EVENTS = {
  loginRequired: 'auth:login-required',
  loginSuccess: 'auth:login-success',
  logout: 'auth:logout',
} as const;

export type AppEventName = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];

export interface LoginSuccessDetail {
  user: MeView;
}

export function emitAppEvent(name: AppEventName, detail?: unknown, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to a window event; returns the unsubscribe function (handy as an effect cleanup). */
export function onAppEvent<D = unknown>(name: AppEventName, handler: (detail: D) => void, target: EventTarget = window): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<D>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
