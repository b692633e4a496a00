import type { z } from 'zod';

/** Parses a request part with its shared contract; a ZodError becomes a 422 with field errors. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return schema.parse(data ?? {});
}
