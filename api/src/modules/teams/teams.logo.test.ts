import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@fanhub/shared';
import { buildTeam, buildUser, pixelFloodPng, useTestApi, type SignedInUser } from '@fanhub/testing';
import { sanitiseSvg } from './logo.ts';

const t = useTestApi();
let captain: SignedInUser;
let teamId: number;
beforeAll(async () => {
  captain = await buildUser(t);
  teamId = (await buildTeam(t, captain, { name: 'Логотипы' })).id;
});

const solid = (format: 'png' | 'jpeg' | 'webp', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#ff00ff' } })
    [format]()
    .toBuffer();

function upload(file: Buffer, filename: string) {
  return t.http().post(`/api/v1/teams/${teamId}/logo`).set('Authorization', `Bearer ${captain.token}`).attach('file', file, filename);
}

async function servedLogo(url: string) {
  const res = await t
    .http()
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return sharp(res.body as Buffer).metadata();
}

describe('team logos', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('a %s becomes a 256 px WebP served by us', async (format) => {
    const res = await upload(await solid(format), `logo.${format}`).expect(200);
    expect(res.body).toMatchObject({ logo_url: expect.stringMatching(new RegExp(`^/api/v1/teams/${teamId}/logo\\?v=`)), logo_color: null });
    expect(await servedLogo(res.body.logo_url)).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('is recognised by its bytes, not its name: a PNG named .svg is a PNG, HTML named .png is refused', async () => {
    await upload(await solid('png'), 'logo.svg').expect(200);
    const html = await upload(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'logo.png').expect(415);
    expect(html.body.detail).toBe(TEAM_MSG.fileTypes);
  });

  it('refuses a file over 500 KB with its size', async () => {
    const big = Buffer.concat([await solid('png'), Buffer.alloc(501 * 1024 - (await solid('png')).length)]);
    const res = await upload(big, 'big.png').expect(413);
    expect(res.body.detail).toBe('Размер файла не должен превышать 500 КБ. Текущий размер: 501 КБ');
  });

  it('refuses a pixel flood: a small file that decodes into a huge image', async () => {
    const flood = pixelFloodPng(10_000, 10_000);
    expect(flood.length).toBeLessThan(500 * 1024);
    expect((await upload(flood, 'flood.png').expect(413)).body.detail).toBe(TEAM_MSG.imageTooLarge);
  });

  it('an SVG with a script, handlers and external references becomes a harmless WebP', async () => {
    const evil = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
  <script>alert(2)</script>
  <image xlink:href="http://127.0.0.1:1/tracker.png" width="100" height="100"/>
  <rect width="100" height="100" fill="url(http://127.0.0.1:1/p.svg#x)" onclick="alert(3)"/>
  <circle cx="50" cy="50" r="40" fill="#00ffff"/>
</svg>`;
    const clean = await sanitiseSvg(evil);
    expect(clean).not.toMatch(/script|onload|onclick|127\.0\.0\.1|<image/i);
    expect(clean).toMatch(/<circle/);
    const res = await upload(Buffer.from(evil), 'evil.svg').expect(200);
    expect(await servedLogo(res.body.logo_url)).toMatchObject({ format: 'webp', width: 256 });
  });

  it('a non-captain cannot change the logo', async () => {
    const other = await t.signedInUser();
    await t
      .http()
      .post(`/api/v1/teams/${teamId}/logo`)
      .set('Authorization', `Bearer ${other.token}`)
      .attach('file', await solid('png'), 'x.png')
      .expect(403);
  });

  it('create with a logo file keeps the logo and drops the colour', async () => {
    const res = await t
      .http()
      .post('/api/v1/teams')
      .set('Authorization', `Bearer ${captain.token}`)
      .field('name', 'С логотипом')
      .field('logo_color', '#00FF00')
      .attach('logo_file', await solid('jpeg'), 'a.jpg')
      .expect(201);
    expect(res.body).toMatchObject({ logo_color: null, logo_url: expect.stringContaining('/logo?v=') });
  });

  it('two files are one too many', async () => {
    const png = await solid('png');
    await t
      .http()
      .post(`/api/v1/teams/${teamId}/logo`)
      .set('Authorization', `Bearer ${captain.token}`)
      .attach('file', png, 'a.png')
      .attach('file', png, 'b.png')
      .expect(400);
  });
});
