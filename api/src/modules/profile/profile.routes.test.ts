import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POINT_ACTIONS, PROFILE_MSG } from '@fanhub/shared';
import { pixelFloodPng, useTestApi, waitForSocketEvent, type TestApi } from '@fanhub/testing';

const t = useTestApi();

type User = Awaited<ReturnType<TestApi['signedInUser']>>;
const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });
/** POST /profile/me/avatar/upload as `u`: the test attaches the file(s). */
const uploadAvatar = (u: User) => t.http().post('/api/v1/profile/me/avatar/upload').set(auth(u));
const png = (size = 64, background = '#00ffff') =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

describe('personal data', () => {
  it('reads and updates the profile; the username stays unique regardless of case; e-mail is not changeable here', async () => {
    const [u, other] = [await t.signedInUser(), await t.signedInUser()];
    const got = await t.http().get('/api/v1/profile/me/profile').set(auth(u)).expect(200);
    expect(got.body).toMatchObject({ id: u.id, username: u.username, updated_at: expect.any(String) });

    const put = await t
      .http()
      .put('/api/v1/profile/me/profile')
      .set(auth(u))
      .send({ username: 'Нео_2077', first_name: 'Томас', last_name: 'Андерсон', bio: 'Избранный' })
      .expect(200);
    expect(put.body).toMatchObject({
      username: 'Нео_2077',
      first_name: 'Томас',
      last_name: 'Андерсон',
      bio: 'Избранный',
      level_points: POINT_ACTIONS.profile_completed.points,
    });
    expect((await t.http().get('/api/v1/auth/me').set(auth(u)).expect(200)).body.username).toBe('Нео_2077');

    const taken = await t.http().put('/api/v1/profile/me/profile').set(auth(other)).send({ username: 'нео_2077' }).expect(409);
    expect(taken.body.detail).toBe('Это имя пользователя уже занято');
    expect((await t.http().put('/api/v1/profile/me/profile').set(auth(u)).send({ username: '' }).expect(422)).body.detail).toBe(
      'Пожалуйста, введите имя пользователя',
    );
    await t.http().put('/api/v1/profile/me/profile').set(auth(u)).send({ username: 'neo', email: 'x@y.z' }).expect(422);
    expect(
      (
        await t
          .http()
          .put('/api/v1/profile/me/profile')
          .set(auth(u))
          .send({ username: 'neo', bio: 'x'.repeat(501) })
          .expect(422)
      ).body.detail,
    ).toBe(PROFILE_MSG.bioTooLong);
    // Filling the profile again pays nothing more.
    await t.http().put('/api/v1/profile/me/profile').set(auth(u)).send({ username: 'Нео_2077', first_name: 'Т', last_name: 'А', bio: 'И' }).expect(200);
    expect((await t.http().get('/api/v1/auth/me').set(auth(u)).expect(200)).body.level_points).toBe(POINT_ACTIONS.profile_completed.points);
  });

  it("every change reaches the user's socket as user.updated", async () => {
    const u = await t.signedInUser();
    const socket = await t.socket(u.token);
    const seen = waitForSocketEvent<{ payload: { fields: string[]; user: { first_name: string } } }>(socket, 'user.updated');
    await t.http().put('/api/v1/profile/me/profile').set(auth(u)).send({ username: u.username, first_name: 'Тринити' }).expect(200);
    expect((await seen).payload).toMatchObject({ fields: ['first_name'], user: { first_name: 'Тринити' } });
  });
});

describe('avatars', () => {
  it('lists preset avatars served by us and sets one or a colour, each clearing the other', async () => {
    const u = await t.signedInUser();
    const list = (await t.http().get('/api/v1/avatars').expect(200)).body.avatars as string[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((a) => a.startsWith('/api/v1/avatars/'))).toBe(true);
    const svg = await t.http().get(list[0]!).expect(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    const set = await t.http().put('/api/v1/profile/me/avatar').set(auth(u)).send({ avatar_url: list[1] }).expect(200);
    expect(set.body).toMatchObject({ avatar_url: list[1], avatar_color: null, level_points: POINT_ACTIONS.avatar_chosen.points });
    const color = await t.http().put('/api/v1/profile/me/avatar').set(auth(u)).send({ avatar_color: '#ff00ff' }).expect(200);
    expect(color.body).toMatchObject({ avatar_url: null, avatar_color: '#FF00FF' });
    expect((await t.http().put('/api/v1/profile/me/avatar').set(auth(u)).send({ avatar_url: 'https://evil.example/a.png' }).expect(422)).body.detail).toBe(
      PROFILE_MSG.avatarNotPreset,
    );
    await t.http().put('/api/v1/profile/me/avatar').set(auth(u)).send({ avatar_color: 'red' }).expect(422);
  });

  it('an upload is recognised by its content, re-encoded to 256 px WebP and replaces the previous one', async () => {
    const u = await t.signedInUser();
    const first = await uploadAvatar(u)
      .attach('file', await png(300), 'photo.jpg')
      .expect(200);
    expect(first.body.avatar_url).toMatch(new RegExp(`^/api/v1/profile/avatars/${u.id}\\.webp\\?v=`));
    const img = await t
      .http()
      .get(first.body.avatar_url)
      .buffer(true)
      .parse((r, cb) => {
        const c: Buffer[] = [];
        r.on('data', (d: Buffer) => c.push(d));
        r.on('end', () => cb(null, Buffer.concat(c)));
      });
    expect(await sharp(img.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const second = await uploadAvatar(u)
      .attach('file', await png(100, '#ff00ff'), 'b.png')
      .expect(200);
    expect(second.body.avatar_url).not.toBe(first.body.avatar_url);
  });

  it('refuses HTML named .png (415), two files, a pixel flood, and a file over the limit (413) without holding it in memory', async () => {
    const u = await t.signedInUser();
    const html = await uploadAvatar(u).attach('file', Buffer.from('<html><script>alert(1)</script></html>'), 'a.png').expect(415);
    expect(html.body.detail).toBe('Допустимы изображения PNG, JPEG и WebP');
    const p = await png();
    expect((await uploadAvatar(u).attach('file', p, 'a.png').attach('file', p, 'b.png').expect(400)).body.detail).toBe('Загрузите один файл');
    const flood = pixelFloodPng(12_000, 12_000);
    expect((await uploadAvatar(u).attach('file', flood, 'f.png').expect(413)).body.detail).toBe(PROFILE_MSG.imageTooLarge);

    global.gc?.();
    const before = process.memoryUsage().rss;
    const big = Buffer.alloc(40 * 1024 * 1024, 7);
    big.set(p, 0);
    const tooBig = await uploadAvatar(u).attach('file', big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('Файл больше 5 МБ: выберите изображение поменьше');
    // The test's own 40 MB buffer and the request copy are about 80 MB; the server adds no copy of its own.
    expect(process.memoryUsage().rss - before).toBeLessThan(120 * 1024 * 1024);
  }, 60_000); // a 40 MB upload
});

describe('guided tour', () => {
  it('finishing it clears is_new_user on the server and pays once', async () => {
    const u = await t.signedInUser();
    expect((await t.http().get('/api/v1/auth/me').set(auth(u))).body.is_new_user).toBe(true);
    await t.http().post('/api/v1/profile/me/tour').set(auth(u)).expect(200);
    const again = await t.http().post('/api/v1/profile/me/tour').set(auth(u)).expect(200);
    expect(again.body).toMatchObject({ is_new_user: false, level_points: POINT_ACTIONS.tour_finished.points });
  });
});
