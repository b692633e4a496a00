import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS, type SiteContent } from '@fanhub/shared';
import { startTestApi, useTestApi, waitForSocketEvent } from '@fanhub/testing';
import { eq } from 'drizzle-orm';
import { siteContent } from '../../db/schema.ts';
import { seedContent } from './seed.ts';

const t = useTestApi();

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

  it('seeds every channel link from the configuration, where the player, widget and verification point', async () => {
    const youtubeId = 'UCabcdefghijklmnopqrstuv';
    const other = await startTestApi({ STREAM_CHANNEL: 'some_streamer', TELEGRAM_CHANNEL: '@some_channel', YOUTUBE_CHANNEL_ID: youtubeId });
    try {
      const { content } = (await other.http().get(CONTENT).expect(200)).body as { content: SiteContent };
      expect(content.channels.stream.url).toBe('https://www.twitch.tv/some_streamer');
      expect(content.channels.messenger.url).toBe('https://t.me/some_channel');
      expect(content.channels.video.url).toBe(`https://www.youtube.com/channel/${youtubeId}`);
      expect(content.hero.cards.slice(0, 3).map((c) => c.url)).toEqual([
        'https://www.twitch.tv/some_streamer',
        'https://t.me/some_channel',
        `https://www.youtube.com/channel/${youtubeId}`,
      ]);
      expect(content.contacts.links.map((c) => c.url)).toEqual(['https://www.twitch.tv/some_streamer', 'https://t.me/some_channel']);
      // The placeholders of earlier releases are gone from every key.
      expect(JSON.stringify(content)).not.toMatch(/fanhub_channel|youtube\.com\/@fanhub/);
    } finally {
      await other.close();
    }
  });

  it('seeding again changes nothing', async () => {
    expect(await seedContent(t.api.ctx.db, t.config)).toBe(0);
  });

  it('replaces the placeholder links an earlier release seeded, and keeps links an admin set', async () => {
    const { content } = (await t.http().get(CONTENT).expect(200)).body as { content: SiteContent };
    const custom = 'https://t.me/admins_own_choice';
    const old = { ...content.channels, messenger: { ...content.channels.messenger, url: 'https://t.me/fanhub_channel' } };
    const hero = {
      ...content.hero,
      cards: content.hero.cards.map((c) =>
        c.kind === 'video' ? { ...c, url: 'https://www.youtube.com/@fanhub' } : c.kind === 'messenger' ? { ...c, url: custom } : c,
      ),
    };
    await t.db.update(siteContent).set({ value: old }).where(eq(siteContent.key, 'channels'));
    await t.db.update(siteContent).set({ value: hero }).where(eq(siteContent.key, 'hero'));

    await seedContent(t.api.ctx.db, t.config);
    // Another release's start-up seeds without an event (as it runs before any node serves): this node is told.
    t.api.ctx.nodeEvents.emit(null);
    const after = ((await t.http().get(CONTENT).expect(200)).body as { content: SiteContent }).content;
    expect(after.channels.messenger.url).toBe('https://t.me/dedushka_stream');
    expect(after.hero.cards.find((c) => c.kind === 'video')?.url).toBe(
      'https://www.youtube.com/results?search_query=%D0%94%D0%B5%D0%B4%D1%83%D1%88%D0%BA%D0%B0',
    );
    expect(after.hero.cards.find((c) => c.kind === 'messenger')?.url).toBe(custom);
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
    // zod's own messages (no text in the contract) are Russian too (shared/src/zod-ru.ts).
    const typed = await t.http().put(put('hero')).set('Authorization', auth).send({ title: 5, tagline: 'ok' }).expect(422);
    expect(typed.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Ожидается строка, получено: число' },
        { field: 'cards', message: 'Обязательное поле' },
      ]),
    );
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
