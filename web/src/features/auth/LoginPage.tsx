import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useAuthStore } from '../../stores/auth';
import type { AuthMode } from '../../stores/ui';
import { AUTH_MODAL_TEXT } from './AuthModal';
import { AuthForm } from './AuthForm';

/** Where a guard sent the visitor from, so signing in can bring them back. */
export interface FromState {
  from?: string;
}

/** /login: the auth dialog's form as a page. Signed in → /admin (spec), or back to where a guard sent them from. */
export function LoginPage() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>('login');

  if (status === 'checking') return <PageLoader />;
  if (user) {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : '/admin'} replace />;
  }
  return (
    <section className="auth-page panel" aria-labelledby="login-title">
      <p className="modal__kicker" aria-hidden="true">
        {mode === 'register' ? '// new_user' : '// access_point'}
      </p>
      <h1 id="login-title" className="auth-page__title">
        {mode === 'register' ? AUTH_MODAL_TEXT.registerTitle : AUTH_MODAL_TEXT.loginTitle}
      </h1>
      <AuthForm mode={mode} onModeChange={setMode} />
    </section>
  );
}
