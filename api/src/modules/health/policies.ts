import type { Request } from 'express';
import { can } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../http/auth.ts';
import { resolveToken } from '../../identity/index.ts';

/**
 * Whether the caller may see the install id, the Redis prefix and the workers' host names and pids
 * (to anyone else they would map the deployment): a bearer token of an admin's live session. Never
 * throws and never waits long: health must answer while the database is down (then nobody is an
 * admin here).
 */
export async function seesDeploymentDetails(ctx: AppContext, req: Request): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  const check = resolveToken(ctx, token).then(
    ({ user }) => can(user, 'health.details'),
    () => false,
  );
  return Promise.race([check, new Promise<false>((resolve) => setTimeout(resolve, 2000, false).unref())]);
}
