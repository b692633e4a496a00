import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB</title></head><body><div id="root"></div></body></html>');
const t = useTestApi({ SERVE_WEB: true, WEB_DIST_DIR: dist });

describe('pages of the web client', () => {
  it('answer 200 on every route of the route table, nested areas included', async () => {
    for (const page of [
      '/',
      '/about',
      '/contact',
      '/workshop',
      '/portfolio',
      '/login',
      '/admin',
      '/admin/users',
      '/profile',
      '/profile/teams',
      '/oauth/youtube/callback',
      '/team/join/AB12CD',
      '/about/',
    ]) {
      const res = await t.http().get(page);
      expect([page, res.status]).toEqual([page, 200]);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answer 404 with the same page elsewhere (it shows the not-found screen), so a missing page is missing', async () => {
    for (const page of ['/nope', '/aboutus', '/admins', '/team/join/', '/profile-old']) {
      const res = await t.http().get(page);
      expect([page, res.status]).toEqual([page, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });
});
