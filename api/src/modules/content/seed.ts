import { CONTENT_KEYS } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import { DEFAULT_CONTENT, SEED_CHANNEL } from './seed-data.ts';

/** A seeded value with its Twitch links on the configured channel, where the player and widget point. */
function onChannel(value: unknown, channel: string): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll(`twitch.tv/${SEED_CHANNEL}`, `twitch.tv/${channel}`));
}

/** Writes the default value of every key that has none yet; run at each start (idempotent). */
export async function seedContent(db: Db, streamChannel: string = SEED_CHANNEL): Promise<number> {
  const rows = CONTENT_KEYS.map((key) => ({ key, value: onChannel(DEFAULT_CONTENT[key], streamChannel) }));
  const inserted = await db.insert(siteContent).values(rows).onConflictDoNothing({ target: siteContent.key }).returning({ key: siteContent.key });
  return inserted.length;
}
