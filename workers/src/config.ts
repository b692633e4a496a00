import { z } from 'zod';
import { CommonEnv, loadConfig } from '@fanhub/api/config';

export const WorkersEnv = CommonEnv.extend({
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Only to derive the token key when STREAM_TOKEN_KEY is unset (else DATA_DIR/.jwt-secret is read). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});
export type WorkersConfig = z.infer<typeof WorkersEnv>;

export function loadWorkersConfig(source: NodeJS.ProcessEnv = process.env): Readonly<WorkersConfig> {
  return loadConfig(WorkersEnv, source);
}
