import { randomUUID } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Redis } from '../runtime/redis.ts';

/**
 * Checks every key against its limit and, only when none is full, records one attempt in all of
 * them: one script, so parallel attempts cannot all slip through. Each key is a sorted set of
 * attempts scored by the Redis clock (one clock for every replica); an attempt leaves the count
 * exactly `window` ms after it was made (a sliding window: no reset at a window's edge, no burst
 * of twice the limit across it). Answers 0, or the ms until the fullest key has room again.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local limit = tonumber(ARGV[2 + i])
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(freeing[2]) + window - now, 1)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

export interface Counted {
  key: string;
  limit: number;
}

/** One attempt recorded in some keys; `giveBack` removes it again (a right password, say). */
export interface Ticket {
  id: string;
  keys: string[];
}

export class SlidingWindow {
  private readonly redis: Redis;
  private readonly windowMs: number;

  constructor(redis: Redis, windowMs: number) {
    this.redis = redis;
    this.windowMs = windowMs;
  }

  /** Records the attempt in every key, or in none: `{ waitMs }` when one of them is full. */
  async take(counted: Counted[]): Promise<{ ticket: Ticket } | { waitMs: number }> {
    const id = randomUUID();
    const keys = counted.map((c) => c.key);
    const wait = Number(await this.redis.eval(TAKE, keys.length, ...keys, this.windowMs, id, ...counted.map((c) => c.limit)));
    return wait > 0 ? { waitMs: wait } : { ticket: { id, keys } };
  }

  async giveBack(ticket: Ticket, keys: string[] = ticket.keys): Promise<void> {
    if (keys.length) await Promise.all(keys.map((k) => this.redis.zrem(k, ticket.id)));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * The client as rate limits see it: an IPv4 address, or the /64 network of an IPv6 one (a single
 * IPv6 subscriber usually holds the whole /64, so counting single addresses would count nothing).
 */
export function sourceAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${(addr as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}
