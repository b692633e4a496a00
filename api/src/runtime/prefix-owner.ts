import type { RedisKeys } from './keys.ts';
import type { Redis } from './redis.ts';

/** Another install already uses this Redis prefix: starting would mix queues, heartbeats and streams. */
export class PrefixTakenError extends Error {
  override name = 'PrefixTakenError';
}

/** Exit code of a process that refuses to start on another install's prefix (EX_CONFIG). */
export const PREFIX_TAKEN_EXIT = 78;

/**
 * Claims the Redis prefix for this install (`<prefix>install`, SET NX to the install id), or
 * throws PrefixTakenError naming both installs when another one holds it. Every node and worker
 * of one install reads the same id from the database, so they all pass; a second install that was
 * given the same REDIS_PREFIX by hand does not (its BullMQ queues, worker heartbeats and admin
 * events would be shared with the first). Called again whenever Redis comes back: one restarted
 * empty has lost the claim.
 */
export async function claimPrefix(redis: Redis, keys: Pick<RedisKeys, 'prefix' | 'install' | 'installOwner'>): Promise<void> {
  await redis.set(keys.installOwner, keys.install, 'NX');
  const owner = await redis.get(keys.installOwner);
  if (owner === null || owner === keys.install) return;
  throw new PrefixTakenError(
    `REDIS_PREFIX "${keys.prefix}" belongs to install ${owner}; this is install ${keys.install}. ` +
      `Give each install its own REDIS_PREFIX (or leave it unset: it then comes from the install id), ` +
      `or, if install ${owner} is gone for good, delete the Redis key "${keys.installOwner}".`,
  );
}
