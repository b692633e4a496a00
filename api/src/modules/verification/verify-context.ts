import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../events/outbox.ts';
import type { Logger } from '../../runtime/logger.ts';
import type { CommonConfig } from '../../config.ts';
import { tokenKey } from '../../integrations/token-crypto.ts';

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
