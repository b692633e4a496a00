import type { Request } from 'express';
import { unauthorized } from '../../http/errors.ts';

/** The session a request signed in with (always there under a signed-in policy). */
export function currentSessionId(req: Request): string {
  const id = req.auth?.sessionId;
  if (!id) throw unauthorized();
  return id;
}
