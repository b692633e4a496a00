import { AuthForm } from '../auth';

/** /admin/login: email + password (with show/hide), no registration. */
export function AdminLoginPage() {
  return (
    <section className="auth-page panel" aria-labelledby="admin-login-title">
      <p className="modal__kicker" aria-hidden="true">
        // admin_access
      </p>
      <h1 id="admin-login-title" className="auth-page__title">
        Вход в админ-панель
      </h1>
      <p className="auth-page__hint">Только для администраторов сообщества.</p>
      <AuthForm mode="login" />
    </section>
  );
}
