import { CONTENT_KEYS } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import { defaultContent } from './seed-data.ts';

/** Writes the default value of every key that has none yet; run at each start (idempotent). */
export async function seedContent(db: Db, streamChannel: string): Promise<number> {
  const defaults = defaultContent(streamChannel);
  const rows = CONTENT_KEYS.map((key) => ({ key, value: defaults[key] }));
  const inserted = await db.insert(siteContent).values(rows).onConflictDoNothing({ target: siteContent.key }).returning({ key: siteContent.key });
  return inserted.length;
}
