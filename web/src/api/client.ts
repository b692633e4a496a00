import { LIMITS, STORAGE_KEYS } from '@fanhub/shared';
import { APP_EVENTS } from '../lib/app-events';
import { API_TEXT, ApiError, errorFromBody } from './errors';

export { ApiError, isApiError, API_TEXT } from './errors';
export type { ApiErrorKind, FieldError } from './errors';

export const API_BASE = '/api/v1';

export interface ApiClientOptions {
  /** Prefix of every path: '/api/v1' in the browser, an absolute URL in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Where the bearer token lives (key STORAGE_KEYS.authToken). */
  storage?: Storage;
  /** Receives the login-required event. */
  events?: EventTarget;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  /**
   * false: a 401 is this call's own answer (wrong password, stale token at start-up) and must not
   * drop the token or fire the login-required event.
   */
  notifyUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
  post<T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>): Promise<T>;
  put<T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>): Promise<T>;
  del<T>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
  getToken(): string | null;
  /** Stores (or with null removes) the token. Storing one re-arms the login-required event. */
  setToken(token: string | null): void;
  /** Changes the base URL (tests point the app-wide client at their own server). */
  configure(options: Pick<ApiClientOptions, 'baseUrl' | 'timeoutMs'>): void;
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return contentType.includes('text/html') || /^\s*<(!doctype|html|head|body)/i.test(text);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let baseUrl = options.baseUrl ?? API_BASE;
  let timeoutMs = options.timeoutMs ?? LIMITS.requestTimeoutMs;
  const storage = () => options.storage ?? window.localStorage;
  const events = () => options.events ?? window;
  /** Set when the login-required event fired; cleared by the next stored token. */
  let loginRequiredFired = false;

  const getToken = () => storage().getItem(STORAGE_KEYS.authToken);

  function setToken(token: string | null) {
    if (token) {
      storage().setItem(STORAGE_KEYS.authToken, token);
      loginRequiredFired = false;
    } else {
      storage().removeItem(STORAGE_KEYS.authToken);
    }
  }

  function handleUnauthorized() {
    setToken(null);
    if (loginRequiredFired) return;
    loginRequiredFired = true;
    events().dispatchEvent(new CustomEvent(APP_EVENTS.loginRequired, { detail: { reason: 'unauthorized' } }));
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...opts.headers,
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (opts.multipart) {
      body = opts.multipart;
    } else if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onOuterAbort);

    try {
      let res: Response;
      let text: string;
      try {
        res = await fetch(`${baseUrl}${path}`, {
          method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
          headers,
          body,
          signal: controller.signal,
        });
        text = await res.text();
      } catch (e) {
        if (timedOut) throw new ApiError({ status: 0, detail: API_TEXT.timeout, kind: 'timeout' });
        if (opts.signal?.aborted) throw e;
        throw new ApiError({ status: 0, detail: API_TEXT.network, kind: 'network' });
      }

      const contentType = res.headers.get('content-type') ?? '';
      if (looksLikeHtml(contentType, text)) {
        throw new ApiError({ status: res.status, detail: API_TEXT.html, kind: 'html' });
      }
      let data: unknown = undefined;
      if (text.trim()) {
        try {
          data = JSON.parse(text);
        } catch {
          if (res.ok) throw new ApiError({ status: res.status, detail: API_TEXT.parse, kind: 'parse' });
        }
      }
      if (!res.ok && data === undefined && [502, 503, 504].includes(res.status)) {
        throw new ApiError({ status: res.status, detail: API_TEXT.gateway, kind: 'gateway' });
      }
      if (!res.ok) {
        if (res.status === 401 && opts.notifyUnauthorized !== false) handleUnauthorized();
        throw errorFromBody(res.status, data);
      }
      return data as T;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    get baseUrl() {
      return baseUrl;
    },
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, json, o) => request(path, { ...o, method: 'POST', json }),
    put: (path, json, o) => request(path, { ...o, method: 'PUT', json }),
    del: (path, o) => request(path, { ...o, method: 'DELETE' }),
    getToken,
    setToken,
    configure(o) {
      if (o.baseUrl !== undefined) baseUrl = o.baseUrl;
      if (o.timeoutMs !== undefined) timeoutMs = o.timeoutMs;
    },
  };
}

/** The app-wide client. */
export const api = createApiClient();
