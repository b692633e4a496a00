import type { z } from 'zod';
import { countUpstreamError } from '../runtime/metrics.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import { UpstreamError, parseRetryAfter } from './upstream-error.ts';

export interface UpstreamRequest {
  /** Names the call in errors and logs, e.g. 'twitch token'. */
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
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

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

async function attempt(url: string, req: UpstreamRequest): Promise<UpstreamAnswer> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const headers = { ...req.headers, ...(req.json !== undefined ? { 'Content-Type': 'application/json' } : {}) };
  let answer: UpstreamAnswer;
  try {
    const res = await fetch(url, {
      method: req.method ?? (req.body !== undefined || req.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: req.json !== undefined ? JSON.stringify(req.json) : req.body,
      signal: req.signal ? AbortSignal.any([timeout, req.signal]) : timeout,
    });
    // The body is read under the same time-out: a server that stalls mid-answer fails the call too.
    answer = { status: res.status, headers: res.headers, text: await res.text() };
  } catch (err) {
    const e = err as Error;
    if (timeout.aborted) throw new UpstreamError(`${req.what}: time-out after ${req.timeoutMs} ms`, { kind: 'timeout' });
    const cause = (e.cause as Error | undefined)?.message ?? e.message;
    throw new UpstreamError(`${req.what}: unreachable (${new URL(url).host}: ${cause})`, { kind: 'unreachable' });
  }
  if (answer.status < 200 || answer.status > 299) {
    const body = parseBody(answer.text);
    throw new UpstreamError(`${req.what} answered HTTP ${answer.status}`, {
      kind: 'status',
      status: answer.status,
      body,
      retryAfterMs: parseRetryAfter(answer.headers.get('retry-after')) ?? bodyRetryAfter(body),
    });
  }
  return answer;
}

/**
 * The one way to call an upstream: a time-out per attempt, retries with backoff when `retry` is
 * given, and every failure an UpstreamError. Answers a 2xx with its text.
 */
export function upstream(url: string, req: UpstreamRequest): Promise<UpstreamAnswer> {
  // Every failed attempt is counted (GET /metrics): retries that end well still show a flaky provider.
  const once = async () => {
    try {
      return await attempt(url, req);
    } catch (err) {
      countUpstreamError(req.what, err);
      throw err;
    }
  };
  return req.retry ? withRetry(once, { signal: req.signal, ...req.retry }) : once();
}

export async function upstreamText(url: string, req: UpstreamRequest): Promise<string> {
  return (await upstream(url, req)).text;
}

/** A 2xx JSON answer, checked against `schema` when one is given (a mismatch is an 'answer' failure). */
export async function upstreamJson<T = unknown>(url: string, req: UpstreamRequest, schema?: z.ZodType<T>): Promise<T> {
  const { status, text } = await upstream(url, req);
  const body = parseBody(text);
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    countUpstreamError(req.what, { kind: 'answer' });
    throw new UpstreamError(`${req.what}: unexpected answer`, { kind: 'answer', status, body });
  }
  return parsed.data;
}

/** For binary answers (images): the raw Response of a 2xx, with the same time-out and error type. */
export async function upstreamBytes(url: string, req: Omit<UpstreamRequest, 'json' | 'body'>): Promise<{ contentType: string | null; bytes: Buffer }> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  let res: Response;
  let bytes: Buffer;
  try {
    res = await fetch(url, { headers: req.headers, signal: req.signal ? AbortSignal.any([timeout, req.signal]) : timeout });
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    if (timeout.aborted) throw new UpstreamError(`${req.what}: time-out after ${req.timeoutMs} ms`, { kind: 'timeout' });
    throw new UpstreamError(`${req.what}: unreachable (${(err as Error).message})`, { kind: 'unreachable' });
  }
  if (!res.ok) throw new UpstreamError(`${req.what} answered HTTP ${res.status}`, { kind: 'status', status: res.status });
  return { contentType: res.headers.get('content-type'), bytes };
}
