import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { processRegistry } from '../runtime/metrics.ts';
import { upstreamJson, upstreamStatus, upstreamText } from './http.ts';
import { withRetry } from './retry.ts';
import { UpstreamBadAnswer, UpstreamError, UpstreamRejected, UpstreamTimeout, UpstreamUnavailable, parseRetryAfter } from './upstream-error.ts';

/** A real server on 127.0.0.1 answering from a script, one step per request (the last step repeats). */
type Step = (res: ServerResponse) => void;
let script: Step[] = [];
let times: number[] = [];
let server: Server;
let base = '';

const answer =
  (status: number, body = '', headers: Record<string, string> = {}): Step =>
  (res) => {
    res.writeHead(status, headers);
    res.end(body);
  };
const silence: Step = () => undefined; // never answers: the caller's time-out must end it

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      times.push(Date.now());
      (script[Math.min(times.length - 1, script.length - 1)] ?? answer(200))(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  script = [];
  times = [];
});

const fast = { retries: 3, minDelayMs: 20, factor: 2 };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('resolved'),
    (err: unknown) => err as UpstreamError,
  );

describe('upstream helper', () => {
  it('answers a 2xx as text or as JSON checked against a schema', async () => {
    script = [answer(200, 'hello')];
    expect(await upstreamText(`${base}/t`, { what: 'text', timeoutMs: 1000 })).toBe('hello');
    script = [answer(200, '{"n":1}')];
    expect(await upstreamJson(`${base}/j`, { what: 'json', timeoutMs: 1000 }, z.object({ n: z.number() }))).toEqual({ n: 1 });
  });

  it('a JSON answer of the wrong shape is an UpstreamError of kind answer, not retried', async () => {
    script = [answer(200, '{"n":"one"}')];
    const err = await failure(upstreamJson(`${base}/j`, { what: 'json', timeoutMs: 1000, retry: fast }, z.object({ n: z.number() })));
    expect(err).toBeInstanceOf(UpstreamBadAnswer);
    expect(err).toMatchObject({ kind: 'answer', status: 200, body: { n: 'one' } });
    expect(times).toHaveLength(1);
  });

  it('counts every failed attempt by provider and kind for GET /metrics, retries included', async () => {
    const failures = async () =>
      ((await processRegistry.getSingleMetric('fanhub_upstream_errors_total')!.get()).values as { labels: Record<string, string>; value: number }[])
        .filter((v) => v.labels.provider === 'counted')
        .map((v) => `${v.labels.kind} ${v.value}`);
    script = [answer(503), answer(503), answer(200, 'ok')];
    expect(await upstreamText(`${base}/c`, { what: 'counted token', timeoutMs: 1000, retry: fast })).toBe('ok');
    expect(await failures()).toEqual(['status 2']);
    script = [answer(200, '{"n":"one"}')];
    await failure(upstreamJson(`${base}/c`, { what: 'counted json', timeoutMs: 1000 }, z.object({ n: z.number() })));
    expect((await failures()).sort()).toEqual(['answer 1', 'status 2']);
  });

  it('times out a silent upstream with kind timeout', async () => {
    script = [silence];
    const started = Date.now();
    const err = await failure(upstreamText(`${base}/slow`, { what: 'slow', timeoutMs: 150 }));
    expect(err).toBeInstanceOf(UpstreamTimeout);
    expect(err).toMatchObject({ kind: 'timeout', status: null });
    expect(err.message).toMatch(/slow: time-out after 150 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('an address nobody listens on is kind unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await failure(upstreamText(`http://127.0.0.1:${port}/`, { what: 'gone', timeoutMs: 1000 }));
    expect(err).toBeInstanceOf(UpstreamUnavailable);
    expect(err).toMatchObject({ kind: 'unreachable', status: null, transient: true });
  });

  it('retries a 5xx with growing waits, then answers', async () => {
    script = [answer(503), answer(500), answer(200, 'ok')];
    expect(await upstreamText(`${base}/flaky`, { what: 'flaky', timeoutMs: 1000, retry: fast })).toBe('ok');
    expect(times).toHaveLength(3);
    const [first, second] = [times[1]! - times[0]!, times[2]! - times[1]!];
    expect(first).toBeGreaterThanOrEqual(18);
    expect(second).toBeGreaterThanOrEqual(38);
  });

  it('gives up after the retries with the last error, its status and parsed body', async () => {
    script = [answer(502, '{"error":"bad gateway"}')];
    const err = await failure(upstreamText(`${base}/down`, { what: 'down', timeoutMs: 1000, retry: { retries: 2, minDelayMs: 5 } }));
    expect(err).toMatchObject({ kind: 'status', status: 502, body: { error: 'bad gateway' } });
    expect(err.message).toBe('down answered HTTP 502');
    expect(times).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    script = [answer(404, 'nope'), answer(200, 'ok')];
    const err = await failure(upstreamText(`${base}/missing`, { what: 'missing', timeoutMs: 1000, retry: fast }));
    expect(err).toBeInstanceOf(UpstreamRejected);
    expect(err).toMatchObject({ kind: 'status', status: 404, body: 'nope', transient: false, code: null });
    expect(times).toHaveLength(1);
  });

  it('waits out a 429 Retry-After before the next try', async () => {
    script = [answer(429, '', { 'Retry-After': '1' }), answer(200, 'ok')];
    expect(await upstreamText(`${base}/limited`, { what: 'limited', timeoutMs: 1000, retry: fast })).toBe('ok');
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After longer than the policy allows fails at once', async () => {
    script = [answer(429, '', { 'Retry-After': '120' }), answer(200, 'ok')];
    const err = await failure(upstreamText(`${base}/limited`, { what: 'limited', timeoutMs: 1000, retry: { ...fast, maxRetryAfterMs: 5_000 } }));
    expect(err).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(times).toHaveLength(1);
  });

  it("a failing answer carries the provider's code, read from its body by the request's errorCode", async () => {
    script = [answer(403, '{"error":{"code":403,"errors":[{"reason":"quotaExceeded"}]}}')];
    const reason = (body: unknown) => (body as { error?: { errors?: { reason?: string }[] } }).error?.errors?.[0]?.reason;
    const err = await failure(upstreamJson(`${base}/yt`, { what: 'youtube', timeoutMs: 1000, errorCode: reason }));
    expect(err).toBeInstanceOf(UpstreamRejected);
    expect(err).toMatchObject({ status: 403, code: 'quotaExceeded' });
  });

  it('a probe: a 3xx is an answer when asked for (not followed), a status outside `accept` is an UpstreamRejected', async () => {
    script = [answer(302, '', { Location: `${base}/elsewhere` })];
    const probe = { what: 'probe', timeoutMs: 1000, redirect: 'manual' as const, accept: (s: number) => s < 400 };
    expect(await upstreamStatus(`${base}/p`, probe)).toBe(302);
    expect(times).toHaveLength(1);
    script = [answer(403, 'blocked')];
    const err = await failure(upstreamStatus(`${base}/p`, probe));
    expect(err).toBeInstanceOf(UpstreamRejected);
    expect(err).toMatchObject({ status: 403, body: null });
  });

  it("reads Telegram's retry_after from the body", async () => {
    script = [answer(429, '{"ok":false,"error_code":429,"parameters":{"retry_after":7}}')];
    const err = await failure(upstreamJson(`${base}/bot`, { what: 'telegram', timeoutMs: 1000 }));
    expect(err.retryAfterMs).toBe(7_000);
  });
});

describe('retry', () => {
  it('withRetry leaves errors that are not UpstreamError alone', async () => {
    let calls = 0;
    await expect(withRetry(() => Promise.reject(new Error(`bug ${++calls}`)), fast)).rejects.toThrow('bug 1');
    expect(calls).toBe(1);
  });

  it('parseRetryAfter reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
