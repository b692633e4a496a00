import { z } from 'zod';

/** The largest id PostgreSQL's `integer` (serial) holds. */
export const ID_MAX = 2_147_483_647;
export const ID_MSG = 'Некорректный идентификатор: целое число от 1 без знака и ведущих нулей';

/** Decimal digits only: no sign, no leading zero, no spaces, no 0x / 1e0 / 1.0 spellings. */
const DECIMAL = /^[1-9][0-9]{0,9}$/;

/**
 * The one rule for a record id taken from a request: a JSON integer in 1..ID_MAX, or the same
 * number written as a strict decimal string (paths, queries, form bodies). Anything else is
 * `undefined`, so `0x10`, `1e0`, `+1`, `01`, `' 1'` and `1.0` never reach a real record.
 */
export function parseId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= ID_MAX ? n : undefined;
}

/** An id field of a body or a query (422 with `message` when it is not one). */
export const idField = (message: string = ID_MSG) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const id = parseId(v);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

export const Id = idField();
