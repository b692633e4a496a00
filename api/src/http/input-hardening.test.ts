import { describe, expect, it } from 'vitest';
import { MSG } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';

const t = useTestApi();

describe('a NUL character in any text is a 400 in Russian, never a 500', () => {
  it('in a login e-mail (form and JSON), a registration, site content, a query', async () => {
    const admin = await t.signedInUser({ admin: true });
    const answers = [
      await t.http().post('/api/v1/auth/login').type('form').send({ username: 'neo\u0000@example.org', password: 'whatever 1' }),
      await t.http().post('/api/v1/auth/login').send({ email: 'neo@example.org', password: 'x\u0000y' }),
      await t.http().post('/api/v1/auth/register').send({ email: 'nul@example.org', username: 'nul\u0000', password: 'long enough 1' }),
      await t
        .http()
        .put('/api/v1/admin/content/contacts')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ title: 'Контакты\u0000', intro: 'x', links: [] }),
      await t.http().get('/api/v1/public/teams').query({ search: 'a\u0000b' }),
      await t.http().post('/api/v1/teams/join').set('Authorization', `Bearer ${admin.token}`).send({ invite_code: 'AB\u0000CD' }),
    ];
    for (const res of answers) expect([res.status, res.body.detail]).toEqual([400, MSG.nulCharacter]);
  });
});

describe('methods and paths under /api answer JSON', () => {
  it('OPTIONS lists the allowed methods instead of answering text/plain', async () => {
    const res = await t.http().options('/api/v1/auth/login').expect(204);
    expect(res.headers.allow).toBe('POST, OPTIONS');
    expect((await t.http().options('/api/health').expect(204)).headers.allow).toContain('GET');
  });

  it('a wrong method on a known path is 405 with Allow; an unknown path stays 404', async () => {
    const wrong = await t.http().get('/api/v1/auth/login').expect(405).expect('Content-Type', /json/);
    expect(wrong.headers.allow).toBe('POST, OPTIONS');
    expect(wrong.body.detail).toBe(MSG.methodNotAllowed);
    expect((await t.http().delete('/api/v1/content').expect(405)).headers.allow).toBe('GET, HEAD, OPTIONS');
    expect((await t.http().post('/api/v1/no/such/thing').expect(404)).body.detail).toBe(MSG.apiNotFound);
  });

  it('//api/… is still the API: JSON, not the web page', async () => {
    const res = await t.http().get('//api/v1/stream/status').expect(404).expect('Content-Type', /json/);
    expect(res.body.detail).toBe(MSG.apiNotFound);
  });
});

describe('other sites', () => {
  it('a socket from another Origin is refused; PUBLIC_URL and same-origin are welcome', async () => {
    const { io } = await import('socket.io-client');
    const attempt = (origin: string) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const s = io(t.url, { transports: ['websocket'], extraHeaders: { Origin: origin }, reconnection: false, forceNew: true });
        s.once('connect', () => (s.disconnect(), resolve('connected')));
        s.once('connect_error', () => (s.disconnect(), resolve('refused')));
      });
    expect(await attempt('https://evil.example')).toBe('refused');
    expect(await attempt(new URL(t.config.PUBLIC_URL).origin)).toBe('connected');
    expect(await attempt(t.url)).toBe('connected');
  });

  it("'//evil.example' is not an on-site link in site content", async () => {
    const admin = await t.signedInUser({ admin: true });
    const hero = (await t.http().get('/api/v1/content').expect(200)).body.content.hero;
    for (const url of ['//evil.example', '/\\evil.example']) {
      const cards = hero.cards.map((c: object, i: number) => (i === 0 ? { ...c, url } : c));
      await t
        .http()
        .put('/api/v1/admin/content/hero')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ ...hero, cards })
        .expect(422);
    }
    const ok = hero.cards.map((c: object, i: number) => (i === 0 ? { ...c, url: '/about' } : c));
    await t
      .http()
      .put('/api/v1/admin/content/hero')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ ...hero, cards: ok })
      .expect(200);
  });
});
