import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@fanhub/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('reports database, Redis, relay lag and version as JSON', async () => {
    const res = await t.http().get('/api/health').set('Accept', 'application/json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { ok: true, kind: expect.stringMatching(/pglite|postgres/) },
      redis: { ok: true, status: 'ready' },
      relay: { pending: expect.any(Number), oldestMs: expect.any(Number) },
    });
  });

  it('is ready while serving and 503 once shutdown begins', async () => {
    await t.http().get('/api/ready').expect(200, { ready: true });
    t.api.ctx.lifecycle.ready = false;
    await t.http().get('/api/ready').expect(503, { ready: false });
    t.api.ctx.lifecycle.ready = true;
  });
});
