import type { z } from 'zod';
import { MSG } from '@fanhub/shared';
import { AppError } from './errors.ts';

/** True when any string (or key) inside holds a NUL character, which PostgreSQL cannot store in text. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * Parses a request part with its shared contract; a ZodError becomes a 422 with field errors. Text
 * with a NUL character is refused first (400), whatever the field: it would fail in the database.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  if (hasNul(data)) throw new AppError(400, 'nul_character', MSG.nulCharacter);
  return schema.parse(data ?? {});
}
