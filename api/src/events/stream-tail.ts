import { parseEvent, type AppEvent } from '@fanhub/shared';
import type { Logger } from 'pino';
import type { Redis } from '../runtime/redis.ts';

/**
 * Follows the stream from "now" on this node alone (no consumer group): every node sees every
 * event. Used for per-node caches, where a missed event only costs a short stale window.
 */
export class StreamTail {
  private stopping = false;
  private loop: Promise<void> | undefined;

  private readonly opts: { redis: Redis; stream: string; logger: Logger; onEvent: (e: AppEvent) => void };

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
    let last = '$';
    while (!this.stopping) {
      try {
        const reply = (await redis.xread('COUNT', 500, 'BLOCK', 5000, 'STREAMS', stream, last));
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            last = id;
            try {
              this.opts.onEvent(parseEvent(JSON.parse(fields[fields.indexOf('event') + 1] ?? '')));
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
