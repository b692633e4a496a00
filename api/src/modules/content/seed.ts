import { CONTENT_KEYS } from '@fanhub/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import { defaultContent, RETIRED_PLACEHOLDERS, telegramChannelUrl, youtubeChannelUrl, type ChannelSources } from './seed-data.ts';

/** Keys whose values hold channel link cards. */
const LINK_KEYS = ['hero', 'channels', 'contacts'] as const;

/**
 * Writes the default value of every key that has none yet; run at each start (idempotent). Links an
 * earlier release seeded as placeholders are replaced by the configured channels; links an admin
 * set stay as they are.
 */
export async function seedContent(db: Db, sources: ChannelSources): Promise<number> {
  const defaults = defaultContent(sources);
  const rows = CONTENT_KEYS.map((key) => ({ key, value: defaults[key] }));
  const inserted = await db.insert(siteContent).values(rows).onConflictDoNothing({ target: siteContent.key }).returning({ key: siteContent.key });
  await replaceRetiredLinks(db, sources);
  return inserted.length;
}

async function replaceRetiredLinks(db: Db, sources: ChannelSources): Promise<void> {
  const swaps: [string, string][] = [
    [RETIRED_PLACEHOLDERS.messenger, telegramChannelUrl(sources.TELEGRAM_CHANNEL)],
    [RETIRED_PLACEHOLDERS.video, youtubeChannelUrl(sources)],
  ];
  for (const key of LINK_KEYS) {
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
    if (!row) continue;
    const before = JSON.stringify(row.value);
    // Whole JSON strings only: a placeholder inside a longer text stays.
    const after = swaps.reduce((json, [from, to]) => json.replaceAll(JSON.stringify(from), JSON.stringify(to)), before);
    if (after !== before)
      await db
        .update(siteContent)
        .set({ value: JSON.parse(after) as unknown })
        .where(eq(siteContent.key, key));
  }
}
