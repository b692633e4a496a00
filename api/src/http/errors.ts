import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MSG, TEAM_MSG, type ErrorBody } from '@fanhub/shared';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import { isConnectionError } from '../db/connection-errors.ts';
import { AppError } from '../runtime/app-error.ts';
import { isRedisUnavailable } from '../runtime/redis.ts';

// Defined in runtime/ so identity/ (below this layer) throws it too; the areas import it from here.
export { AppError, forbidden, unauthorized } from '../runtime/app-error.ts';

/** Unique-violation constraint name → what the user is told (SQLSTATE 23505 → 409). */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_email_lower_key: MSG.emailTaken,
  users_username_lower_key: MSG.usernameTaken,
  users_username_skeleton_key: MSG.usernameTooSimilar,
  teams_name_lower_key: TEAM_MSG.nameTaken,
};

export function zodToBody(err: ZodError): ErrorBody {
  const errors = err.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  return { detail: errors[0]?.message ?? MSG.validation, code: 'validation_failed', errors };
}

function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return undefined;
}

/** What an error answers: its status, body and Retry-After; undefined for an unexpected one (a 500). */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  retryAfter?: string;
}

/** The answer of an error the API knows; the error handler sends it, and in tests it is checked against the route's declaration. */
export function errorAnswer(err: unknown): ErrorAnswer | undefined {
  if (err instanceof AppError) {
    const { retryAfterSeconds, ...extra } = err.extra;
    return {
      status: err.status,
      body: { detail: err.detail, code: err.code, ...extra },
      ...(retryAfterSeconds ? { retryAfter: String(retryAfterSeconds) } : {}),
    };
  }
  if (err instanceof ZodError) return { status: 422, body: zodToBody(err) };
  // body-parser errors carry `type` and `status`.
  const type = (err as { type?: string } | undefined)?.type;
  if (type === 'entity.too.large') return { status: 413, body: { detail: MSG.bodyTooLarge, code: 'body_too_large' } };
  if (type === 'entity.parse.failed') return { status: 400, body: { detail: MSG.badJson, code: 'bad_json' } };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return { status: 415, body: { detail: MSG.unsupportedMedia, code: 'unsupported_media_type' } };
  if (type === 'parameters.too.many') return { status: 413, body: { detail: MSG.tooManyFields, code: 'too_many_fields' } };
  // Any other client error the HTTP stack reports itself (a broken gzip body, a path that does
  // not decode…) keeps its 4xx status: bad input is never a 500.
  const { status, statusCode } = (err ?? {}) as { status?: unknown; statusCode?: unknown };
  const httpStatus = status ?? statusCode;
  if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500)
    return { status: httpStatus, body: { detail: MSG.badRequest, code: 'bad_request' } };
  const pg = pgError(err);
  if (pg?.code === '23505') return { status: 409, body: { detail: UNIQUE_MESSAGES[pg.constraint ?? ''] ?? MSG.duplicate, code: 'conflict' } };
  if (pg?.code === '22P02' || pg?.code === '22003') return { status: 422, body: { detail: MSG.validation, code: 'validation_failed' } };
  // A NUL byte PostgreSQL refuses in text (the validation layer refuses it first; this is the net).
  if (pg?.code === '22021') return { status: 400, body: { detail: MSG.nulCharacter, code: 'nul_character' } };
  // Connection lost, refused or server shutting down (SQLSTATE 08xxx/57P0x, or the driver's own
  // errors without one): temporary, the pool reconnects.
  // 25006: a write reached a read-only server (a standby during a failover, before the promotion).
  if (isConnectionError(err) || pg?.code?.startsWith('57P') || pg?.code === '25006')
    return { status: 503, body: { detail: MSG.unavailable, code: 'database_unavailable' }, retryAfter: '2' };
  if (isRedisUnavailable(err)) return { status: 503, body: { detail: MSG.unavailable, code: 'unavailable' }, retryAfter: '5' };
  return undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = errorAnswer(err);
    if (answer) {
      if (res.headersSent) return;
      if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
      return void res.status(answer.status).json(answer.body);
    }
    const requestId = randomUUID();
    logger.error({ err, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ detail: MSG.internalWithCode(requestId.slice(0, 8)), code: 'internal' } satisfies ErrorBody);
  };
}

/** Bodies must be JSON or a form; anything else (text/plain, XML…) is 415 rather than silently empty. */
export const requireKnownBodyType: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || ['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(req.method)) return next();
  if (req.is(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'])) return next();
  next(new AppError(415, 'unsupported_media_type', MSG.unsupportedMedia));
};
