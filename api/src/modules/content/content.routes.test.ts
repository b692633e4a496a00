import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KEYS, type SiteContent } from '@fanhub/shared';
import { startTestApi, waitForSocketEvent, type TestApi } from '@fanhub/testing';
import { seedContent } from './seed.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const CONTENT = '/api/v1/content';
const put = (key: string) => `/api/v1/admin/content/${key}`;

describe('GET /api/v1/content', () => {
  it('serves every key seeded on first start with what the spec shows', async () => {
    const res = await t.http().get(CONTENT).expect(200);
    const content = res.body.content as SiteContent;
    expect(Object.keys(content).sort()).toEqual([...CONTENT_KEYS].sort());
    expect(content.giveawayTiers.map((x) => x.amount)).toEqual([2000, 4000, 10000, 15000, 30000, 150000]);
    expect(content.giveawayTiers[1]).toMatchObject({ subscribersOnly: true });
    expect(content.schedule.days.map((d) => d.game)).toEqual([
      'Cyberpunk 2077',
      'Path of Exile',
      'Star Citizen',
      'Lost Ark',
      'Valorant',
      'Just Chatting + игры',
    ]);
    expect(content.tournament.title).toBe('CS2 Tournament March 2024');
    expect(content.tournament.teams).toHaveLength(5);
    expect(content.hero.cards.map((c) => c.kind)).toEqual(['stream', 'messenger', 'video', 'chat']);
    expect(content.channels.title).toBe('Мои каналы');
    // Every team still in the double-elimination bracket has lost at most once.
    for (const team of content.tournament.teams) if (team.status !== 'eliminated') expect(team.losses).toBeLessThanOrEqual(1);
  });

  it('seeds the Twitch links on the configured channel, where the player and the widget point', async () => {
    const other = await startTestApi({ STREAM_CHANNEL: 'some_streamer' });
    try {
      const { content } = (await other.http().get(CONTENT).expect(200)).body as { content: SiteContent };
      expect(content.channels.stream.url).toBe('https://www.twitch.tv/some_streamer');
      expect(content.hero.cards[0]?.url).toBe('https://www.twitch.tv/some_streamer');
    } finally {
      await other.close();
    }
  });

  it('seeding again changes nothing', async () => {
    expect(await seedContent(t.api.ctx.db, t.config.STREAM_CHANNEL)).toBe(0);
  });

  it('answers 304 to a matching If-None-Match and must be revalidated', async () => {
    const first = await t.http().get(CONTENT).expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    await t.http().get(CONTENT).set('If-None-Match', etag).expect(304);
  });
});

describe('PUT /api/v1/admin/content/:key', () => {
  it('refuses visitors (401) and members (403)', async () => {
    const member = await t.signedInUser();
    await t.http().put(put('hero')).send({}).expect(401);
    await t.http().put(put('hero')).set('Authorization', `Bearer ${member.token}`).send({}).expect(403);
  });

  it('refuses invalid content with field errors and unknown keys with 404', async () => {
    const admin = await t.signedInUser({ admin: true });
    const auth = `Bearer ${admin.token}`;
    const res = await t.http().put(put('hero')).set('Authorization', auth).send({ title: '', tagline: 'ok', cards: [] }).expect(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Заполните поле' },
        { field: 'cards', message: 'Нужно ровно четыре карточки' },
      ]),
    );
    const colour = await t.http().get(CONTENT);
    const tiers = (colour.body.content as SiteContent).giveawayTiers.map((x, i) => (i === 2 ? { ...x, colour: 'red' } : x));
    const bad = await t.http().put(put('giveawayTiers')).set('Authorization', auth).send(tiers).expect(422);
    expect(bad.body.errors).toEqual([{ field: '2.colour', message: 'Цвет в формате #RRGGBB' }]);
    await t.http().put(put('nonsense')).set('Authorization', auth).send({}).expect(404);
  });

  it('saves valid content, changes the ETag and tells anonymous sockets at once', async () => {
    const admin = await t.signedInUser({ admin: true });
    const before = await t.http().get(CONTENT).expect(200);
    const anon = await t.socket();
    const arrived = waitForSocketEvent<{ payload: { key: string; value: { note: string }; updatedAt: string } }>(anon, 'content.updated');
    const schedule = { ...(before.body.content as SiteContent).schedule, note: 'Стримы по будням с 20:00.' };
    const res = await t.http().put(put('schedule')).set('Authorization', `Bearer ${admin.token}`).send(schedule).expect(200);
    expect(res.body).toMatchObject({ key: 'schedule', value: schedule });

    const event = await arrived;
    expect(event.payload).toMatchObject({ key: 'schedule', value: { note: 'Стримы по будням с 20:00.' } });
    const after = await t
      .http()
      .get(CONTENT)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.body.content.schedule.note).toBe('Стримы по будням с 20:00.');
    expect(after.body.updatedAt).toBe(event.payload.updatedAt);
  });
});
