import { useState, type FormEvent } from 'react';
import { LIMITS, MSG, PROFILE_MSG } from '@fanhub/shared';
import { isApiError } from '../../api/client';
import { Field } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useAuthStore } from '../../stores/auth';
import type { AuthMode } from '../../stores/ui';
import { describeAuthError, type AuthFormErrors } from './auth-errors';

export const AUTH_FORM_TEXT = {
  emailRequired: 'Введите email',
  emailInvalid: 'Некорректный email',
  passwordRequired: 'Введите пароль',
  submitLogin: 'Войти',
  submitRegister: 'Зарегистрироваться',
  submittingLogin: 'Вход…',
  submittingRegister: 'Регистрация…',
  toRegister: 'Нет аккаунта?',
  toRegisterAction: 'Зарегистрироваться',
  toLogin: 'Уже есть аккаунт?',
  toLoginAction: 'Войти',
} as const;

const NO_ERRORS: AuthFormErrors = { message: null, fields: {} };

interface AuthFormProps {
  mode: AuthMode;
  /** Without it there is no mode switch (the admin login page). */
  onModeChange?: (mode: AuthMode) => void;
  onSuccess?: () => void;
}

function validate(mode: AuthMode, email: string, password: string, username: string): AuthFormErrors['fields'] {
  const fields: AuthFormErrors['fields'] = {};
  if (!email.trim()) fields.email = AUTH_FORM_TEXT.emailRequired;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) fields.email = AUTH_FORM_TEXT.emailInvalid;
  if (!password) fields.password = AUTH_FORM_TEXT.passwordRequired;
  if (mode === 'register' && !username.trim()) fields.username = MSG.usernameRequired;
  return fields;
}

/** The login / registration form, shared by the auth dialog, /login and /admin/login. */
export function AuthForm({ mode, onModeChange, onSuccess }: AuthFormProps) {
  const login = useAuthStore((s) => s.login);
  const register = useAuthStore((s) => s.register);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<AuthFormErrors>(NO_ERRORS);
  /** Set once the server says this account has two-factor on: the form then asks for the code. */
  const [otpAsked, setOtpAsked] = useState(false);
  const [otp, setOtp] = useState('');
  const isRegister = mode === 'register';

  function switchMode(next: AuthMode) {
    setErrors(NO_ERRORS);
    onModeChange?.(next);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const fields = validate(mode, email, password, username);
    if (otpAsked && !otp.trim()) fields.otp = PROFILE_MSG.otpRequired;
    if (Object.keys(fields).length > 0) {
      setErrors({ message: null, fields });
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      if (!isRegister) {
        await login(email.trim(), password, otpAsked ? otp.trim() : undefined);
        onSuccess?.();
      } else if (await register({ email: email.trim(), password, username: username.trim() })) {
        onSuccess?.();
      } else {
        // Registered, but the automatic login failed: the user signs in by hand.
        setPassword('');
        switchMode('login');
      }
    } catch (err) {
      if (isApiError(err) && err.code === 'otp_required') {
        setOtpAsked(true);
        setErrors({ message: null, fields: { otp: PROFILE_MSG.otpRequired } });
        return;
      }
      setErrors(describeAuthError(err, mode));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <ErrorMessage message={errors.message} />
      <fieldset className="auth-form__fields" disabled={submitting}>
        {isRegister && (
          <Field
            label="Имя пользователя"
            name="username"
            autoComplete="nickname"
            required
            maxLength={LIMITS.usernameMaxLength}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.fields.username}
          />
        )}
        <Field
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete={isRegister ? 'email' : 'username'}
          required
          maxLength={LIMITS.emailMaxLength}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.fields.email}
          data-autofocus
        />
        <Field
          label="Пароль"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.password}
          addon={
            <button
              type="button"
              className="field__addon"
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Скрыть пароль' : 'Показать пароль'}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? 'скрыть' : 'показать'}
            </button>
          }
        />
        {otpAsked && !isRegister && (
          <Field
            label="Код подтверждения"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 цифр или резервный код"
            maxLength={32}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            error={errors.fields.otp}
            autoFocus
          />
        )}
        <button type="submit" className="btn btn--primary btn--block">
          {submitting
            ? isRegister
              ? AUTH_FORM_TEXT.submittingRegister
              : AUTH_FORM_TEXT.submittingLogin
            : isRegister
              ? AUTH_FORM_TEXT.submitRegister
              : AUTH_FORM_TEXT.submitLogin}
        </button>
      </fieldset>
      {onModeChange && (
        <p className="auth-form__switch">
          {isRegister ? AUTH_FORM_TEXT.toLogin : AUTH_FORM_TEXT.toRegister}{' '}
          <button type="button" className="link-button" disabled={submitting} onClick={() => switchMode(isRegister ? 'login' : 'register')}>
            {isRegister ? AUTH_FORM_TEXT.toLoginAction : AUTH_FORM_TEXT.toRegisterAction}
          </button>
        </p>
      )}
    </form>
  );
}
