import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { APP_EVENTS, onAppEvent } from '../../lib/app-events';
import { useUiStore } from '../../stores/ui';
import { useFocusTrap } from '../../components/use-focus-trap';
import { AuthForm } from './AuthForm';

export const AUTH_MODAL_TEXT = {
  loginTitle: 'Вход в систему',
  registerTitle: 'Регистрация',
  loginHint: 'Войдите, чтобы подтверждать подписки, вступать в команды и участвовать в розыгрышах.',
  registerHint: 'Аккаунт открывает профиль, команды и розыгрыши для подписчиков.',
  close: 'Закрыть',
} as const;

/** After a login the opener ('Войти_') is gone: focus goes to the profile button, else to the page. */
function focusAfterClose(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.profile-button') ?? document.getElementById('main');
}

/**
 * The sign-in dialog. Mounted once in the shell; opened by the header button (ui store) and by the
 * login-required window event, closed by its close button, Escape, a click on the backdrop, and
 * the login-success event.
 */
export function AuthModal() {
  const mode = useUiStore((s) => s.authModal);
  const open = useUiStore((s) => s.openAuthModal);
  const close = useUiStore((s) => s.closeAuthModal);
  const setMode = useUiStore((s) => s.setAuthMode);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const offRequired = onAppEvent(APP_EVENTS.loginRequired, () => open('login'));
    const offSuccess = onAppEvent(APP_EVENTS.loginSuccess, () => close());
    return () => {
      offRequired();
      offSuccess();
    };
  }, [open, close]);

  useEffect(() => {
    if (!mode) return;
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, [mode]);

  useFocusTrap(dialogRef, mode !== null, close, focusAfterClose);

  if (!mode) return null;
  const isRegister = mode === 'register';
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="auth-modal-title"
        aria-describedby="auth-modal-hint"
        tabIndex={-1}
      >
        <div className="modal__head">
          <p className="modal__kicker" aria-hidden="true">
            {isRegister ? '// new_user' : '// access_point'}
          </p>
          <h2 id="auth-modal-title" className="modal__title">
            {isRegister ? AUTH_MODAL_TEXT.registerTitle : AUTH_MODAL_TEXT.loginTitle}
          </h2>
          <button type="button" className="modal__close" aria-label={AUTH_MODAL_TEXT.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id="auth-modal-hint" className="modal__hint">
          {isRegister ? AUTH_MODAL_TEXT.registerHint : AUTH_MODAL_TEXT.loginHint}
        </p>
        <AuthForm mode={mode} onModeChange={setMode} onSuccess={close} />
      </div>
    </div>,
    document.body,
  );
}
