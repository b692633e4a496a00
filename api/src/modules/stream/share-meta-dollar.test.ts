import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { siteContent, streamState } from '../../db/schema.ts';

// `$&`, `` $` ``, `$'` and `$$` mean something to String.replace with a string replacement.
const TRICKY = "Стрим $& до $` после $' доллар $$ конец";

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB</title></head><body></body></html>');
const t = useTestApi({ STREAM_CHANNEL: 'dollar_test', SERVE_WEB: true, WEB_DIST_DIR: dist, PUBLIC_URL: 'https://fan.example.org' });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('index.html with $ patterns in data', () => {
  it('puts a stream title and site content in the page exactly as they are', async () => {
    await t.db.insert(streamState).values({ channel: 'dollar_test', isLive: true, viewers: 5, title: TRICKY, source: 'twitch' });
    const hero = (await t.http().get('/api/v1/content').expect(200)).body.content.hero;
    await t.db
      .insert(siteContent)
      .values({ key: 'hero', value: { ...hero, title: TRICKY } })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: { ...hero, title: TRICKY } } });

    const page = (await t.http().get('/').expect(200)).text;
    expect(page).toContain(`<meta property="og:title" content="${escapeHtml(TRICKY)} | Стрим сейчас идёт!" />`);
    expect(page).toContain('<title>FANHUB | Стрим сейчас идёт!</title>');
    // One head, one title: nothing of the page was copied into the tags.
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
    const script = /<script id="initial-content" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1];
    expect(JSON.parse(script!.replace(/\\u003c/g, '<')).content.hero.title).toBe(TRICKY);
  });
});
