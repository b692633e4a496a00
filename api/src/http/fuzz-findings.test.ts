import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GIVEAWAY_MSG, MSG, NOTIFICATION_MSG, SCHEDULE_MSG } from '@fanhub/shared';
import { bearer, useTestApi } from '@fanhub/testing';
import { buildGiveaway } from '@fanhub/testing/giveaway-fixtures.ts';

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

/**
 * Strict inputs of the newer features (reliability 3): each named bad value gets its precise 4xx
 * with the Russian message, and nothing is stored.
 */
describe('strict inputs: far-future dates, reopening, push subscriptions', () => {
  const inAYear = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('a giveaway dated more than a year ahead (year 9999 included) is refused, on create and on edit', async () => {
    const admin = await t.signedInUser({ admin: true });
    const body = { title: 'Далёкий', tier: 'weekly', prize: 'Приз', starts_at: inAYear(0), winners_count: 1 };
    for (const ends_at of ['9999-12-31T23:59:59Z', inAYear(400)]) {
      const res = await t
        .http()
        .post('/api/v1/admin/giveaways')
        .set(bearer(admin.token))
        .send({ ...body, ends_at })
        .expect(422);
      expect(res.body.errors).toEqual([{ field: 'ends_at', message: GIVEAWAY_MSG.tooFarAhead }]);
    }
    const g = await buildGiveaway(t, admin);
    const res = await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ ends_at: '9999-01-01T00:00:00Z' }).expect(422);
    expect(res.body.detail).toBe(GIVEAWAY_MSG.tooFarAhead);
    await t
      .http()
      .post('/api/v1/admin/giveaways')
      .set(bearer(admin.token))
      .send({ ...body, ends_at: inAYear(300) })
      .expect(201);
  });

  it('a giveaway closed early, or ended, is not reopened by moving its end', async () => {
    const admin = await t.signedInUser({ admin: true });
    const g = await buildGiveaway(t, admin);
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    const res = await t
      .http()
      .put(`/api/v1/admin/giveaways/${g.id}`)
      .set(bearer(admin.token))
      .send({ ends_at: inAYear(2) })
      .expect(409);
    expect([res.body.code, res.body.detail]).toEqual(['giveaway_closed', GIVEAWAY_MSG.closedForGood]);
    const after = (await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body;
    expect(after.status).toBe('ended');
    // Its texts may still be corrected, also by the editor, which sends the dates back unchanged.
    await t
      .http()
      .put(`/api/v1/admin/giveaways/${g.id}`)
      .set(bearer(admin.token))
      .send({ title: 'Исправленное название', starts_at: after.starts_at, ends_at: after.ends_at })
      .expect(200);
  });

  it('a scheduled date more than a year ahead is refused under its field', async () => {
    const admin = await t.signedInUser({ admin: true });
    const oneOff = { date: '9999-12-31', start: '19:00', durationMinutes: 60, title: 'Марафон' };
    const res = await t
      .http()
      .put('/api/v1/admin/schedule')
      .set(bearer(admin.token))
      .send({ timeZone: 'Europe/Moscow', slots: [], oneOffs: [oneOff] })
      .expect(422);
    expect(res.body.errors).toContainEqual({ field: 'oneOffs.0.date', message: SCHEDULE_MSG.tooFarAhead });
  });

  it('time zones: only places of the IANA database, stored under their canonical name, each with its VTIMEZONE in the feed', async () => {
    const admin = await t.signedInUser({ admin: true });
    const slot = { weekday: 1, start: '21:00', durationMinutes: 60, title: 'Пояс' };
    const put = (timeZone: unknown) =>
      t
        .http()
        .put('/api/v1/admin/schedule')
        .set(bearer(admin.token))
        .send({ timeZone, slots: [slot] });
    const before = (await t.http().get('/api/v1/schedule').expect(200)).body.timeZone;
    const refused: [unknown, string][] = [
      ['+03:00', SCHEDULE_MSG.timeZoneNotPlace],
      ['Etc/GMT-14', SCHEDULE_MSG.timeZoneNotPlace],
      ['EST5EDT', SCHEDULE_MSG.timeZoneNotPlace],
      ['UTC', SCHEDULE_MSG.timeZoneNotPlace],
      ['US/Eastern', SCHEDULE_MSG.timeZoneNotPlace],
      ['Mars/Olympus', SCHEDULE_MSG.timeZone],
      ['', SCHEDULE_MSG.timeZone],
      [3, SCHEDULE_MSG.timeZone],
    ];
    for (const [zone, message] of refused) {
      const res = await put(zone);
      expect([zone, res.status, res.body.errors]).toEqual([zone, 422, [{ field: 'timeZone', message }]]);
    }
    expect((await t.http().get('/api/v1/schedule').expect(200)).body.timeZone).toBe(before);
    for (const [zone, stored] of [
      ['europe/berlin', 'Europe/Berlin'],
      [' Europe/Kiev ', 'Europe/Kyiv'],
      ['ASIA/CALCUTTA', 'Asia/Kolkata'],
    ]) {
      expect([zone, (await put(zone).expect(200)).body.timeZone]).toEqual([zone, stored]);
      const feed = (await t.http().get('/api/v1/schedule.ics').expect(200)).text;
      expect([zone, feed.includes(`BEGIN:VTIMEZONE\r\nTZID:${stored}\r\n`), feed.includes(`DTSTART;TZID=${stored}:`)]).toEqual([zone, true, true]);
    }
  });

  it('push subscriptions: every range that is not globally reachable, and keys that are not a P-256 point and a 16-byte secret', async () => {
    const member = await t.signedInUser();
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const subscribe = (endpoint: string, k: Partial<typeof keys> = {}) =>
      t
        .http()
        .post('/api/v1/notifications/push/subscribe')
        .set(bearer(member.token))
        .send({ endpoint, keys: { ...keys, ...k } });
    for (const host of ['[::7f00:1]', '[64:ff9b:1::a00:1]', '[fec0::1]', '198.18.0.1', '[::ffff:169.254.169.254]', '[2001:db8::1]', '192.0.0.170']) {
      const res = await subscribe(`https://${host}/push/x`);
      expect([host, res.status, res.body.detail]).toEqual([host, 422, NOTIFICATION_MSG.endpointPrivate]);
    }
    for (const k of [{ p256dh: `B${'A'.repeat(86)}` }, { p256dh: randomBytes(65).toString('base64url') }, { auth: randomBytes(15).toString('base64url') }]) {
      const res = await subscribe('https://8.8.8.8/push/x', k);
      expect([res.status, res.body.detail]).toEqual([422, NOTIFICATION_MSG.keysInvalid]);
    }
    await subscribe('https://8.8.8.8/push/x').expect(204);
  });
});
