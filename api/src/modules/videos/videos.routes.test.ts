import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, startFakeYoutubeProbe, useFake, useTestApi, waitForSocketEvent, type SignedInUser } from '@fanhub/testing';
import { forgetAvailability } from './probe.ts';

const probe = useFake(() => startFakeYoutubeProbe());
const t = useTestApi(() => probe.env);
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  admin = await buildAdmin(t);
  user = await buildUser(t);
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('admin videos', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    await t.http().get('/api/v1/admin/videos').expect(401);
    await t.http().get('/api/v1/admin/videos').set(auth(user.token)).expect(403);
    await t.http().post('/api/v1/admin/videos').set(auth(user.token)).send({ title: 'x', url: 'https://youtu.be/abcdefghijk' }).expect(403);
  });

  it('needs both fields after trimming: "Заполните все поля"', async () => {
    for (const body of [{ title: '  ', url: 'https://youtu.be/abcdefghijk' }, { title: 'Есть', url: ' ' }, {}, { title: 5, url: [] }]) {
      const res = await t.http().post('/api/v1/admin/videos').set(auth(admin.token)).send(body).expect(422);
      expect(res.body.detail).toBe('Заполните все поля');
    }
  });

  it('takes the id after ?v= or the last path segment; a duplicate is 409; the public list and a socket see it', async () => {
    const socket = await t.socket();
    const seen = waitForSocketEvent<{ payload: { video: { id: string; title: string } } }>(socket, 'video.updated', 3000);
    const a = await t
      .http()
      .post('/api/v1/admin/videos')
      .set(auth(admin.token))
      .send({ title: ' Первое ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1' })
      .expect(201);
    expect(a.body).toMatchObject({
      ok: true,
      message: 'Видео успешно добавлено',
      data: { id: 'dQw4w9WgXcQ', title: 'Первое', isActive: true, mirror_state: 'pending' },
    });
    expect((await seen).payload.video.id).toBe('dQw4w9WgXcQ');
    const b = await t.http().post('/api/v1/admin/videos').set(auth(admin.token)).send({ title: 'Второе', url: 'https://youtu.be/Xyz_-123456/' }).expect(201);
    expect(b.body.data.id).toBe('Xyz_-123456');
    const dup = await t.http().post('/api/v1/admin/videos').set(auth(admin.token)).send({ title: 'Снова', url: 'https://youtu.be/dQw4w9WgXcQ' }).expect(409);
    expect(dup.body.detail).toBe('Это видео уже есть в списке');
    const bad = await t.http().post('/api/v1/admin/videos').set(auth(admin.token)).send({ title: 'Плохое', url: 'https://example.org/?' }).expect(422);
    expect(bad.body.detail).toBe('Не удалось определить id видео по ссылке');

    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.videos).toEqual({ byState: { pending: 2 }, lastError: null });
    const list = await t.http().get('/api/v1/youtube/videos').expect(200);
    expect(list.body.map((v: { id: string }) => v.id).sort()).toEqual(['Xyz_-123456', 'dQw4w9WgXcQ']);
    expect(list.body[0]).toMatchObject({ mirrored: false, local_url: null, local_video_url: null, youtube_available: true });
  });

  it('PUT toggles isActive (inactive leaves the public list); DELETE removes; unknown ids are 404', async () => {
    const off = await t.http().put('/api/v1/admin/videos/dQw4w9WgXcQ').set(auth(admin.token)).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ ok: true, message: 'Видео деактивировано', data: { isActive: false } });
    const pub = await t.http().get('/api/v1/youtube/videos').expect(200);
    expect(pub.body.map((v: { id: string }) => v.id)).toEqual(['Xyz_-123456']);
    const adminList = await t.http().get('/api/v1/admin/videos').set(auth(admin.token)).expect(200);
    expect(adminList.body.ok).toBe(true);
    expect(adminList.body.data).toHaveLength(2);
    const on = await t.http().put('/api/v1/admin/videos/dQw4w9WgXcQ').set(auth(admin.token)).send({ isActive: true }).expect(200);
    expect(on.body.message).toBe('Видео активировано');
    await t.http().put('/api/v1/admin/videos/dQw4w9WgXcQ').set(auth(admin.token)).send({ isActive: 'yes' }).expect(422);
    const del = await t.http().delete('/api/v1/admin/videos/Xyz_-123456').set(auth(admin.token)).expect(200);
    expect(del.body).toMatchObject({ ok: true, message: 'Видео успешно удалено' });
    const again = await t.http().delete('/api/v1/admin/videos/Xyz_-123456').set(auth(admin.token)).expect(404);
    expect(again.body.detail).toBe('Видео не найдено');
  });
});

describe('POST /api/v1/admin/videos/mirror', () => {
  it('queues a video-mirror run for the workers (admins only)', async () => {
    await t.http().post('/api/v1/admin/videos/mirror').set(auth(user.token)).expect(403);
    const res = await t.http().post('/api/v1/admin/videos/mirror').set(auth(admin.token)).expect(202);
    expect(res.body).toMatchObject({ ok: true, message: 'Зеркалирование запущено' });
    const queue = new Queue('videos', { connection: { url: t.config.REDIS_URL }, prefix: `${t.config.REDIS_PREFIX}bull` });
    const job = await queue.getJob(res.body.data.jobId);
    await queue.close();
    expect(job).toMatchObject({ name: 'video-mirror', data: { reason: 'admin' } });
  });
});

describe('GET /api/v1/youtube/check-availability', () => {
  it('answers the server probe, uncached by the browser; blocked → false with the reason', async () => {
    forgetAvailability();
    probe.set({ blocked: false });
    const ok = await t.http().get('/api/v1/youtube/check-availability').expect(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toMatchObject({ youtube_available: true, browser_probe_url: probe.env.YOUTUBE_BROWSER_PROBE_URL });
    forgetAvailability();
    probe.set({ blocked: true });
    const blocked = await t.http().get('/api/v1/youtube/check-availability').expect(200);
    expect(blocked.body).toMatchObject({ youtube_available: false, reason: 'API вернул статус 403' });
    probe.set({ blocked: false });
    forgetAvailability();
  });
});
