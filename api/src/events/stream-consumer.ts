import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { parseEvent, type AppEvent, type EventType } from '@fanhub/shared';
import type { Logger } from 'pino';
import { backoffMs } from '../runtime/backoff.ts';
import type { Redis } from '../runtime/redis.ts';
import { readEntry } from './entry.ts';

type Entry = [id: string, fields: string[]];

export interface ConsumerOptions {
  /** A dedicated connection: XREADGROUP BLOCK holds it. */
  redis: Redis;
  stream: string;
  group: string;
  /** This install's id: an entry another install published is refused, reported and left unacknowledged. */
  install: string;
  logger: Logger;
  /** Where a new group starts: '$' = only new events, '0' = the whole stream. */
  startAt?: '$' | '0';
  /** The event names this consumer handles; the rest are acknowledged unread. */
  handles: readonly EventType[] | 'all';
  handle: (event: AppEvent) => Promise<void>;
  /** Pending entries idle this long (their consumer died) are claimed by a live one. */
  claimIdleMs?: number;
  blockMs?: number;
  maxAttempts?: number;
}

/**
 * One member of a Redis Streams consumer group. Each event is handled by one member of the group
 * and acknowledged only after its handler succeeded; handlers must be idempotent by event id,
 * because an entry whose consumer died before XACK is delivered again.
 */
export class StreamConsumer {
  readonly name = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private attempts = new Map<string, number>();
  private lastClaim = 0;
  handled = 0;
  /** Entries from another install seen by this consumer (a shared REDIS_PREFIX: see /api/health). */
  private readonly foreign = new Set<string>();
  foreignSeen = 0;

  private readonly opts: ConsumerOptions;

  constructor(opts: ConsumerOptions) {
    this.opts = opts;
  }

  start(): void {
    this.loop = this.run();
  }

  private groupReady = false;
  /** After NOGROUP the stream was recreated (Redis restarted empty): everything in it is new. */
  private recreate = false;

  private async ensureGroup(): Promise<void> {
    if (this.groupReady) return;
    try {
      await this.opts.redis.xgroup('CREATE', this.opts.stream, this.opts.group, this.recreate ? '0' : (this.opts.startAt ?? '$'), 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
    this.groupReady = true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    // Unblocks a pending XREADGROUP at once; the loop sees `stopping` and ends.
    this.opts.redis.disconnect();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { redis, stream, group, logger } = this.opts;
    let failures = 0;
    while (!this.stopping) {
      try {
        await this.ensureGroup();
        await this.claimAbandoned();
        const reply = (await redis.xreadgroup('GROUP', group, this.name, 'COUNT', 100, 'BLOCK', this.opts.blockMs ?? 5000, 'STREAMS', stream, '>')) as
          [string, Entry[]][] | null;
        failures = 0;
        for (const [, entries] of reply ?? []) await this.process(entries);
      } catch (err) {
        if (this.stopping) break;
        // A stream deleted under us (Redis restarted without persistence) loses its group too.
        if (String(err).includes('NOGROUP')) {
          this.groupReady = false;
          this.recreate = true;
        }
        failures++;
        if (failures === 1 || failures % 20 === 0) logger.warn({ err, group, failures }, 'stream consumer: read failed, retrying');
        await new Promise((r) => setTimeout(r, backoffMs(failures, { minMs: 200, maxMs: 3000 })));
      }
    }
  }

  /**
   * Claims entries idle in a dead member's pending list. XPENDING + XCLAIM rather than XAUTOCLAIM,
   * so entries this consumer refused as another install's are left for that install to claim.
   */
  private async claimAbandoned(): Promise<void> {
    const { redis, stream, group } = this.opts;
    const idle = this.opts.claimIdleMs ?? 30_000;
    if (Date.now() - this.lastClaim < Math.min(idle, 5000)) return;
    this.lastClaim = Date.now();
    let start = '-';
    while (!this.stopping) {
      const pending = (await redis.xpending(stream, group, 'IDLE', idle, start, '+', 100)) as [string, string, number, number][];
      const ids = pending.map(([id]) => id).filter((id) => !this.foreign.has(id));
      if (ids.length) {
        const entries = (await redis.xclaim(stream, group, this.name, idle, ...ids)) as (Entry | null)[];
        await this.process(entries.filter((e): e is Entry => !!e && !!e[1]));
      }
      if (pending.length < 100) break;
      start = `(${pending.at(-1)![0]}`;
    }
  }

  private async process(entries: Entry[]): Promise<void> {
    const { redis, stream, group, logger, handles, maxAttempts = 5 } = this.opts;
    for (const [id, fields] of entries) {
      const { raw, install } = readEntry(fields);
      if (install && install !== this.opts.install) {
        // Not ours: acknowledging would take it from the install it belongs to (a member of that
        // install's group claims it once idle). Reported once per entry.
        if (!this.foreign.has(id))
          logger.error({ id, group, install }, 'stream consumer: event of another install on this stream: give each install its own REDIS_PREFIX');
        if (this.foreign.size > 10_000) this.foreign.clear();
        this.foreign.add(id);
        this.foreignSeen++;
        continue;
      }
      let event: AppEvent;
      try {
        event = parseEvent(JSON.parse(raw));
      } catch (err) {
        logger.error({ err, id, group }, 'stream consumer: malformed event dropped');
        await redis.xack(stream, group, id);
        continue;
      }
      if (handles === 'all' || handles.includes(event.type)) {
        try {
          await this.opts.handle(event);
        } catch (err) {
          const n = (this.attempts.get(id) ?? 0) + 1;
          this.attempts.set(id, n);
          if (n < maxAttempts) {
            logger.warn({ err, id, type: event.type, group, attempt: n }, 'stream consumer: handler failed; will retry');
            continue; // stays pending; claimed again after claimIdleMs
          }
          logger.error({ err, id, type: event.type, group }, 'stream consumer: giving up on event');
        }
        this.attempts.delete(id);
      }
      await redis.xack(stream, group, id);
      this.handled++;
    }
  }
}
