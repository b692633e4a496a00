import { parseEvent, type AppEvent } from '@fanhub/shared';
import type { Logger } from 'pino';
import type { Redis } from '../runtime/redis.ts';
import { readEntry } from './entry.ts';

/**
 * Follows the stream from "now" on this node alone (no consumer group): every node sees every
 * event from its start on. Used for per-node caches (the session cache).
 */
export class StreamTail {
  private stopping = false;
  private loop: Promise<void> | undefined;

  private readonly opts: { redis: Redis; stream: string; install: string; logger: Logger; onEvent: (e: AppEvent) => void };

  constructor(opts: StreamTail['opts']) {
    this.opts = opts;
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.opts.redis.disconnect();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { redis, stream, logger } = this.opts;
    // A concrete id, not '$': with '$' each XREAD would start at its own "now", and an event added
    // between two reads (or while Redis was reconnecting) would pass unseen.
    let last: string | null = null;
    while (!this.stopping) {
      try {
        last ??= ((await redis.xrevrange(stream, '+', '-', 'COUNT', 1)) as [string, string[]][])[0]?.[0] ?? '0-0';
        const reply: [string, [string, string[]][]][] | null = await redis.xread('COUNT', 500, 'BLOCK', 5000, 'STREAMS', stream, last);
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            last = id;
            const entry = readEntry(fields);
            if (entry.install && entry.install !== this.opts.install) continue; // the consumers report it
            try {
              this.opts.onEvent(parseEvent(JSON.parse(entry.raw)));
            } catch (err) {
              logger.warn({ err, id }, 'stream tail: malformed event skipped');
            }
          }
        }
      } catch (err) {
        if (this.stopping) break;
        logger.debug({ err }, 'stream tail: read failed, retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}
