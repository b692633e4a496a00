import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { backoffMs } from '../runtime/backoff.ts';
import type { Redis } from '../runtime/redis.ts';
import { entryFields } from './entry.ts';

const RELAY_LOCK = 7_001_002;
const BATCH = 200;

export interface RelayOptions {
  db: Db;
  /** Must fail fast (no offline queue): a publish waits inside a database transaction. */
  redis: Redis;
  stream: string;
  /** This install's id, written beside each event (see entry.ts). */
  install: string;
  logger: Logger;
  pollMs?: number;
  /** Published rows older than this are deleted (PostgreSQL stays the source of truth meanwhile). */
  retentionMs?: number;
  /** Approximate cap of the Redis stream length. */
  maxStreamLength?: number;
}

/**
 * Moves committed outbox rows onto the Redis stream, in `seq` order, at least once.
 * Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction that also holds an advisory
 * lock, so any number of relays may run but only one publishes at a time: order is kept across
 * relays, and a relay that dies mid-batch leaves its rows unpublished for the next one.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private failures = 0;
  private lastCleanup = 0;
  published = 0;

  private readonly opts: RelayOptions;

  constructor(opts: RelayOptions) {
    this.opts = opts;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Called after a local commit: publish now rather than at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling after publishing whatever is committed (when Redis is reachable). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearImmediate(this.immediate);
    await this.running;
    await this.drain().catch((err: unknown) => this.opts.logger.warn({ err }, 'relay could not drain before stop'));
  }

  /** Publishes until nothing committed is left. */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.publishBatch(); n > 0; n = await this.publishBatch()) total += n;
    return total;
  }

  async lag(): Promise<{ pending: number; oldestMs: number }> {
    const rows = await this.opts.db
      .select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outbox.createdAt})::text` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    const row = rows[0];
    return { pending: row?.pending ?? 0, oldestMs: row?.oldest ? Math.max(0, Date.now() - Date.parse(row.oldest)) : 0 };
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    clearImmediate(this.immediate);
    if (ms === 0) {
      // A commit's event leaves at once: setTimeout(0) waits a millisecond or more, a fifth of the
      // whole path from commit to sockets. Not unref'd: an unref'd immediate lets the loop sleep in
      // its I/O poll until the next timer first.
      this.immediate = setImmediate(() => void this.tick());
      return;
    }
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    let delay = this.opts.pollMs ?? 250;
    this.running = (async () => {
      try {
        const n = await this.publishBatch();
        this.failures = 0;
        if (n === BATCH) delay = 0;
        await this.cleanup();
      } catch (err) {
        this.failures++;
        delay = backoffMs(this.failures, { minMs: 200, maxMs: 5000 });
        if (this.failures === 1 || this.failures % 20 === 0) this.opts.logger.warn({ err, failures: this.failures }, 'outbox relay: publish failed, retrying');
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      delay = Math.min(delay, 0);
    }
    this.schedule(delay);
  }

  async publishBatch(): Promise<number> {
    const { db, redis, stream } = this.opts;
    return db.transaction(async (tx) => {
      // One statement claims the batch and marks it published; the mark commits only if the XADD
      // below succeeded (a throw rolls it back). The advisory lock is taken as the first candidate
      // row is read: held elsewhere, no row qualifies and this relay publishes nothing.
      const claimed = tx
        .select({ seq: outbox.seq })
        .from(outbox)
        .where(and(isNull(outbox.publishedAt), sql`pg_try_advisory_xact_lock(${RELAY_LOCK})`))
        .orderBy(asc(outbox.seq))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(outbox)
        .set({ publishedAt: sql`now()` })
        .where(inArray(outbox.seq, claimed))
        .returning({ seq: outbox.seq, event: outbox.event });
      if (!rows.length) return 0;
      rows.sort((a, b) => a.seq - b.seq);
      const multi = redis.multi();
      for (const row of rows) {
        multi.xadd(stream, 'MAXLEN', '~', String(this.opts.maxStreamLength ?? 100_000), '*', ...entryFields(JSON.stringify(row.event), this.opts.install));
      }
      const results = await multi.exec();
      const failed = results?.find(([err]) => err);
      // If the commit fails after XADD, the rows are published again: at least once, consumers dedupe by id.
      if (!results || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
      this.published += rows.length;
      return rows.length;
    });
  }

  private async cleanup(): Promise<void> {
    const retention = this.opts.retentionMs ?? 24 * 3600_000;
    if (Date.now() - this.lastCleanup < 60_000) return;
    this.lastCleanup = Date.now();
    await this.opts.db.delete(outbox).where(and(isNotNull(outbox.publishedAt), lt(outbox.publishedAt, new Date(Date.now() - retention))));
  }
}
