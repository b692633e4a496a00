/**
 * The editor's draft: the block's JSON value as the form and the JSON view both edit it. Paths are
 * arrays of keys and indexes, written 'cards.0.title' (as zod and the API's field errors name them).
 */

export type Path = readonly (string | number)[];

export const pathKey = (path: Path) => path.join('.');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at a path, or undefined where the draft has nothing there (the JSON view may have broken it). */
export function getAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const step of path) {
    if (typeof step === 'number') here = Array.isArray(here) ? here[step] : undefined;
    else here = isRecord(here) ? here[step] : undefined;
  }
  return here;
}

/** A copy of `value` with `next` at `path` (objects and lists made where missing). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[step] = setAt(list[step], rest, next);
    return list;
  }
  const record = isRecord(value) ? { ...value } : {};
  record[step!] = setAt(record[step!], rest, next);
  return record;
}

/** A list with its element `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

export type FieldErrors = Record<string, string>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
}

/**
 * Messages by field from zod's issues, the first of each field kept. A number field holding text
 * says «Введите число» rather than the type names.
 */
export function errorsOf(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const message = issue.code === 'invalid_type' && issue.expected === 'number' && issue.path.length > 0 ? 'Введите число' : issue.message;
    out[key] ??= message;
  }
  return out;
}

/** The API's field errors (`{field: 'cards.0.title', message}`; '(body)' for the whole value) by field. */
export function serverErrorsOf(errors: readonly { field: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) out[e.field === '(body)' ? '' : e.field] ??= e.message;
  return out;
}
