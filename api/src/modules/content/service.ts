import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CONTENT_KEYS, contentChanges, type ContentKey, type ContentResponse, type ContentWriteView, type SiteContent } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { siteContent } from '../../db/schema.ts';
import { checkVersion } from '../../http/if-match.ts';
import { defaultContent } from './seed-data.ts';

export interface ContentSnapshot {
  response: ContentResponse;
  /** `response` as JSON: the exact bytes the ETag is the hash of. */
  body: string;
  etag: string;
}

/** Every key as one JSON document plus its strong ETag (a hash of the exact bytes sent). */
export async function readAll(ctx: Pick<AppContext, 'db' | 'config'>): Promise<ContentSnapshot> {
  const rows = new Map((await ctx.db.select().from(siteContent)).map((row) => [row.key, row]));
  const content: Record<string, unknown> = {};
  const versions: Record<string, number> = {};
  let latest: Date | null = null;
  let defaults: SiteContent | undefined;
  // In the catalogue's order, so equal content is equal bytes (and the same ETag).
  for (const key of CONTENT_KEYS) {
    const row = rows.get(key);
    versions[key] = row?.version ?? 1;
    if (row) {
      content[key] = row.value;
      if (!latest || row.updatedAt > latest) latest = row.updatedAt;
    } else {
      // Missing from the table (e.g. added by a newer release before its seed ran): its default.
      content[key] = (defaults ??= defaultContent(ctx.config))[key];
    }
  }
  const response: ContentResponse = { content: content as SiteContent, updatedAt: latest?.toISOString() ?? null, versions };
  const body = JSON.stringify(response);
  return { response, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** One key as its editor edits it: the stored value (or its default) and its version (1 before the first save). */
export async function readKey(ctx: Pick<AppContext, 'db' | 'config'>, key: ContentKey): Promise<ContentWriteView> {
  const [row] = await ctx.db.select().from(siteContent).where(eq(siteContent.key, key));
  return keyView(key, row, ctx.config);
}

function keyView(key: ContentKey, row: typeof siteContent.$inferSelect | undefined, config: AppContext['config']): ContentWriteView {
  return row
    ? { key, value: row.value, updatedAt: row.updatedAt.toISOString(), version: row.version }
    : { key, value: defaultContent(config)[key], updatedAt: new Date(0).toISOString(), version: 1 };
}

/**
 * Replaces one key's value (already validated) and announces it to every open page, with the paths
 * that changed against what was stored (or served by default): the activity log names them. With
 * `expectedVersion` (the editor's If-Match) a save made against an older version is a 412; the
 * check runs on the locked row (a key never saved is inserted first, so there is a row to lock).
 */
export async function write(
  ctx: Pick<AppContext, 'outbox' | 'config'>,
  key: ContentKey,
  value: unknown,
  actorId: number,
  expectedVersion?: number,
): Promise<ContentWriteView> {
  return ctx.outbox.transact(async (tx, emit) => {
    await tx
      .insert(siteContent)
      .values({ key, value: defaultContent(ctx.config)[key] })
      .onConflictDoNothing();
    const [stored] = await tx.select().from(siteContent).where(eq(siteContent.key, key)).for('update');
    await checkVersion(expectedVersion, stored?.version ?? 1, () => keyView(key, stored, ctx.config));
    const fields = contentChanges(stored ? stored.value : defaultContent(ctx.config)[key], value);
    const updatedAt = new Date();
    const [saved] = await tx
      .insert(siteContent)
      .values({ key, value, updatedAt, updatedBy: actorId, version: 2 })
      .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt, updatedBy: actorId, version: sql`${siteContent.version} + 1` } })
      .returning();
    emit('content.updated', { key, value, updatedAt: updatedAt.toISOString(), fields }, actorId);
    return keyView(key, saved, ctx.config);
  });
}
