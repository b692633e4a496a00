import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../events/outbox.ts';
import type { Logger } from '../../runtime/logger.ts';
import type { CommonConfig } from '../../config.ts';
import { tokenKey } from '../stream/token-crypto.ts';

/** What the verification code needs, in the API and in the workers alike. */
export interface VerifyCtx {
  config: Readonly<CommonConfig & { JWT_SECRET?: string | undefined }>;
  db: Db;
  outbox: Outbox;
  logger: Logger;
}

export function verifyKey(ctx: Pick<VerifyCtx, 'config'>): Buffer {
  const key = tokenKey(ctx.config);
  if (!key) throw new Error('no key for stored tokens: set JWT_SECRET or STREAM_TOKEN_KEY');
  return key;
}

/** An upstream answered, but not with success: the status and its parsed JSON body (if any). */
export class UpstreamError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, what: string) {
    super(`${what}: HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The upstream did not answer in time or at all. */
export class UpstreamUnreachable extends Error {}

/** One JSON call with a time-out; non-2xx becomes UpstreamError with the body for the caller to read. */
export async function upstreamJson(url: string, init: RequestInit & { timeoutMs: number; what: string }): Promise<unknown> {
  let res: Response;
  const timeout = AbortSignal.timeout(init.timeoutMs);
  try {
    res = await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([timeout, init.signal]) : timeout });
  } catch (err) {
    throw new UpstreamUnreachable(`${init.what}: ${(err as Error).message}`);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) throw new UpstreamError(res.status, body, init.what);
  return body;
}
