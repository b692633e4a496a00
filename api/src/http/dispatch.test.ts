import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB</title></head><body><div id="root"></div></body></html>');
const t = useTestApi({ SERVE_WEB: true, WEB_DIST_DIR: dist });

/** The one-lookup dispatch (http/dispatch.ts) matches as Express's route walk did. */
describe('endpoint dispatch', () => {
  it('matches paths case-insensitively and ignores a trailing slash, as Express did', async () => {
    const u = await t.signedInUser();
    for (const p of ['/api/v1/auth/me', '/api/v1/Auth/ME', '/api/v1/auth/me/']) {
      const res = await t.http().get(p).set('Authorization', `Bearer ${u.token}`);
      expect([p, res.status, res.body.id]).toEqual([p, 200, u.id]);
    }
  });

  it('answers HEAD by the GET endpoint, and a path that does not decode with a Russian 400', async () => {
    expect((await t.http().head('/api/v1/stream/status')).status).toBe(200);
    const bad = await t.http().get('/api/v1/teams/%ZZ').expect(400);
    expect(bad.body.detail).toBe(MSG.badRequest);
  });

  it('gives API answers no ETag (they are no-store) and the page one it revalidates with 304', async () => {
    const api = await t.http().get('/api/v1/stream/status').expect(200);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers.etag).toBeUndefined();
    const page = await t.http().get('/').expect(200);
    expect(page.headers.etag).toMatch(/^(W\/)?"/);
    await t
      .http()
      .get('/')
      .set('If-None-Match', page.headers.etag as string)
      .expect(304);
  });
});
