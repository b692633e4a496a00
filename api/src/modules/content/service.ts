import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONTENT_KEYS, contentChanges, type ContentKey, type ContentResponse, type SiteContent } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { siteContent } from '../../db/schema.ts';
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
  let latest: Date | null = null;
  let defaults: SiteContent | undefined;
  // In the catalogue's order, so equal content is equal bytes (and the same ETag).
  for (const key of CONTENT_KEYS) {
    const row = rows.get(key);
    if (row) {
      content[key] = row.value;
      if (!latest || row.updatedAt > latest) latest = row.updatedAt;
    } else {
      // Missing from the table (e.g. added by a newer release before its seed ran): its default.
      content[key] = (defaults ??= defaultContent(ctx.config))[key];
    }
  }
  const response: ContentResponse = { content: content as SiteContent, updatedAt: latest?.toISOString() ?? null };
  const body = JSON.stringify(response);
  return { response, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * Replaces one key's value (already validated) and announces it to every open page, with the paths
 * that changed against what was stored (or served by default): the activity log names them.
 */
export async function write(ctx: Pick<AppContext, 'outbox' | 'config'>, key: ContentKey, value: unknown, actorId: number) {
  return ctx.outbox.transact(async (tx, emit) => {
    const [stored] = await tx.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).for('update');
    const fields = contentChanges(stored ? stored.value : defaultContent(ctx.config)[key], value);
    const updatedAt = new Date();
    await tx
      .insert(siteContent)
      .values({ key, value, updatedAt, updatedBy: actorId })
      .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt, updatedBy: actorId } });
    emit('content.updated', { key, value, updatedAt: updatedAt.toISOString(), fields }, actorId);
    return { key, value, updatedAt: updatedAt.toISOString() };
  });
}
