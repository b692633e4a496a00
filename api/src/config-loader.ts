import { z } from 'zod';

/**
 * Parses the environment once, synchronously, into a frozen typed object. Every problem is
 * reported at once, one line per variable, and the process stops: a bad value never half-starts.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Operators read these lines in English (as the docs are), whatever locale the shared package set for users.
  const result = schema.safeParse(cleaned, { error: z.locales.en().localeError });
  if (result.success) return Object.freeze(result.data);
  const lines = result.error.issues.map((i) => `Invalid configuration: ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(lines.join('\n'));
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Loads config for a process entry point: a ConfigError prints its lines and exits with 78 (EX_CONFIG), no stack trace. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(78);
  }
}

export const env = {
  port: (def: number) => z.coerce.number().int().min(0).max(65535).default(def),
  bool: (def: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
      .default(def ? 'true' : 'false')
      .transform((v) => (typeof v === 'boolean' ? v : v === 'true' || v === '1' || v === 'yes')),
  int: (def: number, min = 0) => z.coerce.number().int().min(min).default(def),
};
