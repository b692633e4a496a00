import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { streamState } from '../../db/schema.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB — сообщество стримера</title></head><body></body></html>');
const t = useTestApi({ STREAM_CHANNEL: 'dedushka_test', SERVE_WEB: true, WEB_DIST_DIR: dist, PUBLIC_URL: 'https://fan.example.org' });

const live = {
  channel: 'dedushka_test',
  isLive: true,
  viewers: 77,
  title: 'Ночной <стрим>',
  game: 'Valorant',
  startedAt: new Date('2026-03-01T18:00:00Z'),
  source: 'twitch',
  errorCount: 2,
  lastError: 'twitch streams answered HTTP 500',
  updatedAt: new Date('2026-03-01T18:30:00Z'),
};

describe('GET /api/v1/stream/status', () => {
  it('answers offline for the configured channel before the worker ever polled', async () => {
    const res = await t.http().get('/api/v1/stream/status').expect(200);
    expect(res.body).toEqual({
      isLive: false,
      viewers: 0,
      title: null,
      game: null,
      startedAt: null,
      channel: 'dedushka_test',
      updatedAt: new Date(0).toISOString(),
      source: 'none',
    });
  });

  it('answers the stored state; /api/health shows the poller errors; index.html carries the live share meta', async () => {
    await t.db.insert(streamState).values(live);
    // Written behind the node's back (no event): it is told its cached answers may be stale.
    t.api.ctx.nodeEvents.emit(null);
    const res = await t.http().get('/api/v1/stream/status').expect(200);
    expect(res.body).toEqual({
      isLive: true,
      viewers: 77,
      title: 'Ночной <стрим>',
      game: 'Valorant',
      startedAt: '2026-03-01T18:00:00.000Z',
      channel: 'dedushka_test',
      updatedAt: '2026-03-01T18:30:00.000Z',
      source: 'twitch',
    });

    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.stream).toEqual({
      channel: 'dedushka_test',
      isLive: true,
      source: 'twitch',
      lastPollAt: '2026-03-01T18:30:00.000Z',
      errorCount: 2,
      lastError: 'twitch streams answered HTTP 500',
    });

    const page = await t.http().get('/').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<title>FANHUB — сообщество стримера | Стрим сейчас идёт!</title>');
    expect(page.text).toContain('<meta property="og:image" content="https://fan.example.org/media/og-live.png" />');
    expect(page.text).toContain('<meta property="og:title" content="Ночной &#60;стрим&#62; | Стрим сейчас идёт!" />');
    // The client starts from the same status, so its badge agrees with the title's suffix.
    const initial = /<script id="initial-stream" type="application\/json">(.*?)<\/script>/s.exec(page.text)?.[1];
    expect(initial).not.toContain('<стрим>');
    expect(JSON.parse(initial!.replace(/\\u003c/g, '<'))).toMatchObject({ isLive: true, viewers: 77, title: 'Ночной <стрим>' });
  });
});
