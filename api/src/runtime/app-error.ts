import { MSG, type ErrorBody } from '@fanhub/shared';

/**
 * The one error type services throw: a stable code, an HTTP status and a Russian `detail`. Here,
 * below every layer, so that identity/ (below http/) throws the same errors as the areas; http/errors.ts
 * re-exports it and turns it into the answer.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly extra: Partial<ErrorBody> & { retryAfterSeconds?: number };

  constructor(status: number, code: string, detail: string, extra: AppError['extra'] = {}) {
    super(detail);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.extra = extra;
  }
}

export const unauthorized = (detail: string = MSG.unauthorized, code = 'unauthorized') => new AppError(401, code, detail);
export const forbidden = (detail: string = MSG.forbidden) => new AppError(403, 'forbidden', detail);
