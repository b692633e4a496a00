import { isApiError } from '../../api/client';
import { MissingTokenError } from '../../stores/auth';

export type AuthField = 'email' | 'password' | 'username' | 'otp';
export type AuthAction = 'login' | 'register';

export const AUTH_ERROR_TEXT = {
  network: 'Ошибка соединения с сервером',
  timeout: 'Ошибка подключения к серверу API',
  html: 'Сервер недоступен. Пожалуйста, убедитесь что бэкенд запущен.',
  badCredentials: 'Неверный email или пароль',
  loginServer: 'Ошибка входа. Попробуйте позже.',
  registerServer: 'Ошибка регистрации. Попробуйте позже.',
} as const;

export interface AuthFormErrors {
  /** Shown above the form; null when field messages say it all. */
  message: string | null;
  fields: Partial<Record<AuthField, string>>;
}

/**
 * Turns a failed login or registration into what the form shows: the server's own `detail`
 * (409 email/username taken, 401 wrong password, 429 throttled …), field messages for 422, and the
 * spec's fixed texts where the server could not say anything useful.
 */
export function describeAuthError(error: unknown, action: AuthAction): AuthFormErrors {
  const serverFailure = action === 'login' ? AUTH_ERROR_TEXT.loginServer : AUTH_ERROR_TEXT.registerServer;
  if (error instanceof MissingTokenError) return { message: error.message, fields: {} };
  if (!isApiError(error)) return { message: serverFailure, fields: {} };

  switch (error.kind) {
    case 'network':
      return { message: AUTH_ERROR_TEXT.network, fields: {} };
    case 'timeout':
      return { message: AUTH_ERROR_TEXT.timeout, fields: {} };
    case 'html':
    case 'gateway':
      return { message: AUTH_ERROR_TEXT.html, fields: {} };
    case 'parse':
      return { message: serverFailure, fields: {} };
    case 'http':
      break;
  }
  if (error.status >= 500) return { message: serverFailure, fields: {} };
  if (error.status === 401 && action === 'login') {
    return { message: error.detail || AUTH_ERROR_TEXT.badCredentials, fields: {} };
  }

  const fields: AuthFormErrors['fields'] = {};
  let unplaced = false;
  for (const { field, message } of error.errors) {
    // The login form sends the email in `username` (spec 1 §7), so the server names it so.
    const name = action === 'login' && field === 'username' ? 'email' : field;
    if (name === 'email' || name === 'password' || name === 'username' || name === 'otp') fields[name] ??= message;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return { message: placed && !unplaced ? null : error.detail, fields };
}
