import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { countUpstreamError } from '../../runtime/metrics.ts';
import { withRetry, type RetryPolicy } from '../retry.ts';
import { UpstreamRejected, UpstreamTimeout, UpstreamUnavailable, parseRetryAfter } from '../upstream-error.ts';
import ipaddr from 'ipaddr.js';
import { bareHost, isPublicAddress, publicOnlyLookup } from './public-address.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** What the service worker reads (JSON). */
  payload: unknown;
  /** Seconds the push service keeps it for an offline browser. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 Topic (base64url, ≤ 32): a retried push replaces the one still queued, not a second one. */
  topic: string;
}

/** The push service answered 404/410: the subscription is gone for good (the caller deletes it). */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
  readonly status: number;
  constructor(status: number) {
    super(`push subscription gone (HTTP ${status})`);
    this.status = status;
  }
}

/** The endpoint's host resolves to a non-public address now (checked at connect time). */
export class PushEndpointRefused extends Error {
  override name = 'PushEndpointRefused';
}

/** 429 and 5xx are tried again with backoff (Retry-After honoured); a 4xx is final. */
const RETRY: RetryPolicy = { retries: 3, minDelayMs: 500, factor: 3, maxDelayMs: 10_000, maxRetryAfterMs: 60_000 };

function asUpstreamError(err: unknown): Error {
  if (err instanceof WebPushError) {
    const retryAfter = err.headers?.['retry-after'];
    return new UpstreamRejected(`push service answered HTTP ${err.statusCode}`, err.statusCode, {
      body: err.body,
      retryAfterMs: parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : null),
    });
  }
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'EPRIVATEADDRESS') return new PushEndpointRefused(e.message);
  if (e.message === 'Socket timeout') return new UpstreamTimeout('push service: time-out');
  return new UpstreamUnavailable(`push service unreachable: ${e.message}`);
}

/**
 * Web Push through `web-push` (VAPID, aes128gcm), on one keep-alive agent whose `maxSockets` bounds
 * the concurrency and whose lookup refuses non-public addresses at connect time (unless allowed).
 */
export function createPushSender(keys: VapidKeys, opts: { maxSockets: number; allowPrivate: boolean; timeoutMs: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.maxSockets, ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup as never }) });
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const once = async (target: PushTarget, msg: PushMessage) => {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(msg.payload), {
        vapidDetails,
        TTL: msg.ttl,
        urgency: msg.urgency,
        topic: msg.topic,
        agent,
        timeout: opts.timeoutMs,
      });
    } catch (err) {
      // web-push makes the request itself (on this agent, for the connect-time address check), so
      // its failures are counted here as the shared helper counts the others' (GET /metrics).
      const failure = asUpstreamError(err);
      countUpstreamError('push send', failure);
      throw failure;
    }
  };
  return {
    /** Resolves when the push service accepted it; PushSubscriptionGone for 404/410; else the last error after retries. */
    async send(target: PushTarget, msg: PushMessage): Promise<void> {
      // An IP literal is connected to without a lookup, so publicOnlyLookup never sees it: judged here
      // (a subscription stored before a range was refused is not sent into our network either).
      if (!opts.allowPrivate) {
        const host = bareHost(new URL(target.endpoint).hostname);
        if (ipaddr.isValid(host) && !isPublicAddress(host)) throw new PushEndpointRefused(`push endpoint ${host} is not a public address`);
      }
      try {
        await withRetry(() => once(target, msg), RETRY);
      } catch (err) {
        if (err instanceof UpstreamRejected && (err.status === 404 || err.status === 410)) throw new PushSubscriptionGone(err.status);
        throw err;
      }
    },
    close: () => agent.destroy(),
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
