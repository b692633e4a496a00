import type { z } from 'zod';
import { countUpstreamError } from '../runtime/metrics.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import { UpstreamBadAnswer, UpstreamRejected, UpstreamTimeout, UpstreamUnavailable, parseRetryAfter } from './upstream-error.ts';

export interface UpstreamRequest {
  /** Names the call in errors and logs, e.g. 'twitch token'; its first word is the provider in the metrics. */
  what: string;
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A form (URLSearchParams) or a string body; `json` sends JSON instead. */
  body?: string | URLSearchParams;
  json?: unknown;
  signal?: AbortSignal;
  /** Without it, one attempt. */
  retry?: RetryPolicy;
  /** The provider's own name for a failure, read from a failing answer's body (UpstreamRejected.code). */
  errorCode?: (body: unknown) => string | null | undefined;
  /** 'manual': a 3xx is the answer itself (a probe), not followed. */
  redirect?: 'follow' | 'manual';
  /** Which statuses are an answer; by default the 2xx. Any other is an UpstreamRejected. */
  accept?: (status: number) => boolean;
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** What is read of an accepted answer: its text, its bytes (images), or nothing (a probe). */
type Read = 'text' | 'bytes' | 'none';
type RawAnswer = UpstreamAnswer & { bytes: Buffer | null };

const is2xx = (status: number) => status >= 200 && status <= 299;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Telegram tells the wait in the body (`parameters.retry_after`, seconds) rather than a header. */
function bodyRetryAfter(body: unknown): number | null {
  const seconds = (body as { parameters?: { retry_after?: unknown } } | null)?.parameters?.retry_after;
  return typeof seconds === 'number' ? seconds * 1000 : null;
}

async function attempt(url: string, req: UpstreamRequest, read: Read): Promise<RawAnswer> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const headers = { ...req.headers, ...(req.json !== undefined ? { 'Content-Type': 'application/json' } : {}) };
  const accept = req.accept ?? is2xx;
  let answer: RawAnswer;
  try {
    const res = await fetch(url, {
      method: req.method ?? (req.body !== undefined || req.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: req.json !== undefined ? JSON.stringify(req.json) : req.body,
      redirect: req.redirect ?? 'follow',
      signal: req.signal ? AbortSignal.any([timeout, req.signal]) : timeout,
    });
    const accepted = accept(res.status);
    // The body is read under the same time-out: a server that stalls mid-answer fails the call too.
    // A failing answer's text says why (unless nothing is read: a probe wants only the status).
    if (read === 'none') await res.body?.cancel();
    const bytes = accepted && read === 'bytes' ? Buffer.from(await res.arrayBuffer()) : null;
    const text = read === 'text' || (!accepted && read === 'bytes') ? await res.text() : '';
    answer = { status: res.status, headers: res.headers, text, bytes };
  } catch (err) {
    const e = err as Error;
    if (timeout.aborted) throw new UpstreamTimeout(`${req.what}: time-out after ${req.timeoutMs} ms`);
    const cause = (e.cause as Error | undefined)?.message ?? e.message;
    throw new UpstreamUnavailable(`${req.what}: unreachable (${new URL(url).host}: ${cause})`);
  }
  if (!accept(answer.status)) {
    const body = parseBody(answer.text);
    throw new UpstreamRejected(`${req.what} answered HTTP ${answer.status}`, answer.status, {
      body,
      code: req.errorCode?.(body) ?? null,
      retryAfterMs: parseRetryAfter(answer.headers.get('retry-after')) ?? bodyRetryAfter(body),
    });
  }
  return answer;
}

/** One call with the request's retry policy; every failed attempt is counted (GET /metrics): retries that end well still show a flaky provider. */
function call(url: string, req: UpstreamRequest, read: Read): Promise<RawAnswer> {
  const once = async () => {
    try {
      return await attempt(url, req, read);
    } catch (err) {
      countUpstreamError(req.what, err);
      throw err;
    }
  };
  return req.retry ? withRetry(once, { signal: req.signal, ...req.retry }) : once();
}

/**
 * The one way to call an upstream: a time-out per attempt, retries with backoff when `retry` is
 * given, and every failure an UpstreamError (UpstreamUnavailable, UpstreamTimeout, UpstreamRejected,
 * UpstreamBadAnswer). Answers an accepted status (2xx) with its text.
 */
export async function upstream(url: string, req: UpstreamRequest): Promise<UpstreamAnswer> {
  const { status, headers, text } = await call(url, req, 'text');
  return { status, headers, text };
}

export async function upstreamText(url: string, req: UpstreamRequest): Promise<string> {
  return (await upstream(url, req)).text;
}

/** A 2xx JSON answer, checked against `schema` when one is given (a mismatch is an UpstreamBadAnswer). */
export async function upstreamJson<T = unknown>(url: string, req: UpstreamRequest, schema?: z.ZodType<T>): Promise<T> {
  const { status, text } = await upstream(url, req);
  const body = parseBody(text);
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    countUpstreamError(req.what, { kind: 'answer' });
    throw new UpstreamBadAnswer(`${req.what}: unexpected answer`, { status, body, code: req.errorCode?.(body) ?? null });
  }
  return parsed.data;
}

/** For binary answers (images): the bytes of a 2xx and its content type, with the same time-out and errors. */
export async function upstreamBytes(url: string, req: Omit<UpstreamRequest, 'json' | 'body'>): Promise<{ contentType: string | null; bytes: Buffer }> {
  const { headers, bytes } = await call(url, req, 'bytes');
  return { contentType: headers.get('content-type'), bytes: bytes ?? Buffer.alloc(0) };
}

/** For probes: the status of an accepted answer (see `accept`); the body is left unread, a failing one's too. */
export async function upstreamStatus(url: string, req: Omit<UpstreamRequest, 'json' | 'body'>): Promise<number> {
  return (await call(url, req, 'none')).status;
}
