import { describe, expect, it } from 'vitest';
import { MSG } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';

/** What the route fuzz (route-fuzz.test.ts) found, each pinned by the request that found it. */
const t = useTestApi();

describe('a broken multipart body is the client’s mistake: 400, not 500', () => {
  it('no boundary, a malformed part header, a body cut short — on the team logo and avatar uploads', async () => {
    const u = await t.signedInUser();
    const team = (await t.http().post('/api/v1/teams').set('Authorization', `Bearer ${u.token}`).field('name', `Логотип ${Date.now()}`).expect(201)).body;
    const bodies: [string, string][] = [
      ['multipart/form-data', '3.2285539491797346e-40'],
      ['multipart/form-data; boundary=x', '--x\r\nno header end'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nКоманда'],
    ];
    for (const path of ['/api/v1/teams', `/api/v1/teams/${team.id}/logo`, '/api/v1/profile/me/avatar/upload']) {
      for (const [type, text] of bodies) {
        const res = await t.http().post(path).set('Authorization', `Bearer ${u.token}`).set('Content-Type', type).send(text);
        expect([path, type, res.status, res.body.detail]).toEqual([path, type, 400, MSG.badRequest]);
      }
    }
  });
});
