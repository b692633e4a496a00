import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';

const t = useTestApi();

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

  it("shows the install id, the Redis prefix and the workers' host-pids to admins only", async () => {
    // A worker's heartbeat, as workers/src/runtime.ts writes it.
    const worker = { id: 'fanhub-worker-7-4242', startedAt: new Date().toISOString(), queues: ['stream'], at: new Date().toISOString() };
    await t.api.ctx.redis.set(t.api.ctx.keys.workerHeartbeat(worker.id), JSON.stringify(worker), 'PX', 60_000);
    const { id, redisPrefix } = t.api.ctx.health.install();
    const member = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    for (const token of [undefined, member.token, 'not-a-token']) {
      const req = t.http().get('/api/health');
      const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req).expect(200);
      expect(res.body).toMatchObject({ status: 'ok', ready: true, workerCount: 1 });
      expect(res.body.install).toBeUndefined();
      expect(res.body.workers).toBeUndefined();
      for (const secret of [id, id.replaceAll('-', '').slice(0, 12), redisPrefix, worker.id]) expect(res.text).not.toContain(secret);
    }
    const res = await t.http().get('/api/health').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(res.body.install).toMatchObject({ id, redisPrefix, foreignEvents: 0 });
    expect(res.body.workers).toEqual([worker]);
  });
});
