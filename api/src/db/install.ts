import { randomUUID } from 'node:crypto';
import type { Db } from './client.ts';
import { installation } from './schema.ts';

/**
 * This install's id: created by whichever node starts first (a second node racing it keeps the
 * first row), then read by all. Not part of a migration, so copies of a migrated template (tests)
 * are separate installs.
 */
export async function installId(db: Db): Promise<string> {
  await db.insert(installation).values({ installId: randomUUID() }).onConflictDoNothing();
  const [row] = await db.select({ id: installation.installId }).from(installation);
  return row!.id;
}

/** REDIS_PREFIX when set; else one derived from the install, so two installs on one Redis stay apart. */
export function defaultRedisPrefix(id: string, configured: string | undefined): string {
  return configured ?? `fh:${id.replaceAll('-', '').slice(0, 12)}:`;
}
