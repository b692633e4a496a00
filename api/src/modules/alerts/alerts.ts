import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_TEXT, type JobName, type VerificationProvider } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { systemAlerts } from '../../db/schema.ts';
import type { Outbox } from '../../events/outbox.ts';

/**
 * Everything that can raise a system alert, declared once: the stream poll, the channel's video
 * list, the Telegram bot, Twitch's EventSub subscriptions, each provider's recheck, and any
 * background job out of attempts.
 */
export type AlertSource = 'stream' | 'youtube-feed' | 'telegram' | 'eventsub' | `recheck:${VerificationProvider}` | `job:${JobName}`;

/** What fails, as the admins read it; `job:<name>` sources are titled by their job. */
export const alertTitle = (source: AlertSource) => ALERT_TEXT.titles[source] ?? (source.startsWith('job:') ? ALERT_TEXT.job(source.slice(4)) : source);

/**
 * A source failed: the first failure of an outage writes its row and emits `system.alert` in one
 * transaction (so any number of replicas tell the admins once); later ones only count.
 */
export async function reportFailure(outbox: Outbox, source: AlertSource, message: string): Promise<boolean> {
  const text = message.slice(0, 500) || ALERT_TEXT.noDescription;
  return outbox.transact(async (tx, emit) => {
    const [row] = await tx
      .insert(systemAlerts)
      .values({ source, title: alertTitle(source), message: text })
      .onConflictDoUpdate({
        target: systemAlerts.source,
        set: { message: text, failures: sql`${systemAlerts.failures} + 1`, lastFailedAt: sql`now()` },
      })
      .returning({ failures: systemAlerts.failures });
    const first = row?.failures === 1;
    if (first) emit('system.alert', { source, title: alertTitle(source), message: text });
    return first;
  });
}

/** A source works: if it was failing, its row goes and `system.recovered` tells the admins how long it was down. */
export async function reportRecovery(outbox: Outbox, source: AlertSource): Promise<boolean> {
  return outbox.transact(async (tx, emit) => {
    const [gone] = await tx.delete(systemAlerts).where(eq(systemAlerts.source, source)).returning();
    if (gone) {
      const downSeconds = Math.max(0, Math.round((Date.now() - gone.since.getTime()) / 1000));
      emit('system.recovered', { source, title: gone.title, failures: gone.failures, downSeconds });
    }
    return Boolean(gone);
  });
}

/**
 * `reportFailure` when `error` is set, else `reportRecovery`; never throws (an alert must not break
 * the job that reports it). Every poll and job reports its success, so a success first looks for an
 * open alert with one indexed read, and writes only when there is one to clear.
 */
export async function reportOutcome(
  ctx: { outbox: Outbox; db: Db; logger: { warn: (o: object, m: string) => void } },
  source: AlertSource,
  error: string | null,
) {
  try {
    if (error !== null) await reportFailure(ctx.outbox, source, error);
    else if (await alertOpen(ctx.db, source)) await reportRecovery(ctx.outbox, source);
  } catch (err) {
    ctx.logger.warn({ err, source }, 'could not record the alert');
  }
}

/** Is `source` failing now (one indexed read)? */
export async function alertOpen(db: Db, source: AlertSource): Promise<boolean> {
  return (await db.select({ source: systemAlerts.source }).from(systemAlerts).where(eq(systemAlerts.source, source))).length > 0;
}

export async function activeAlerts(db: Db) {
  return db.select().from(systemAlerts).orderBy(asc(systemAlerts.since));
}

/**
 * Alerts of sources that no longer exist (jobs renamed to `<subject>-<verb>`): nothing would ever
 * report their recovery, so they are dropped at start instead of staying open for good.
 */
export const RETIRED_ALERT_SOURCES = ['job:stream.poll', 'job:sessions.prune'];

export async function dropRetiredAlerts(db: Db): Promise<void> {
  await db.delete(systemAlerts).where(inArray(systemAlerts.source, RETIRED_ALERT_SOURCES));
}
