import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeServer } from './server.ts';

export interface FakeUpload {
  id: string;
  title: string;
  published: string;
}

const thumb = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/thumb.jpg'));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fake YouTube for the mirror worker on 127.0.0.1: the channel feed (`/feeds/videos.xml`, Atom),
 * the Data API (`/youtube/v3/playlistItems`, key required) and the thumbnail host (`/vi/<id>/hqdefault.jpg`).
 * `uploads` is the channel's list, newest first. `downloader` is a VIDEO_DOWNLOADER command line
 * running the fake yt-dlp with its own control directory `downloaderDir`.
 */
export async function startFakeYoutube() {
  const state = { uploads: [] as FakeUpload[], failWith: 0 };
  const key = 'fake-api-key-123';
  const server = await startFakeServer((_req, res, url) => {
    if (state.failWith) {
      res.writeHead(state.failWith);
      return void res.end();
    }
    const thumbUrl = (id: string) => `${server.url}/vi/${id}/hqdefault.jpg`;
    if (url.pathname === '/feeds/videos.xml') {
      const entries = state.uploads
        .slice(0, 15)
        .map(
          (u) =>
            `<entry><id>yt:video:${u.id}</id><yt:videoId>${u.id}</yt:videoId><title>${esc(u.title)}</title><published>${u.published}</published>` +
            `<media:group><media:title>${esc(u.title)}</media:title><media:thumbnail url="${thumbUrl(u.id)}" width="480" height="360"/></media:group></entry>`,
        )
        .join('');
      res.writeHead(200, { 'Content-Type': 'application/atom+xml; charset=UTF-8' });
      return void res.end(
        `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><title>channel</title>${entries}</feed>`,
      );
    }
    if (url.pathname === '/youtube/v3/playlistItems') {
      if (url.searchParams.get('key') !== key) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid', errors: [{ reason: 'badRequest' }] } }));
      }
      const max = Number(url.searchParams.get('maxResults') ?? 5);
      const items = state.uploads.slice(0, max).map((u) => ({
        snippet: { title: u.title, publishedAt: u.published, resourceId: { videoId: u.id }, thumbnails: { high: { url: thumbUrl(u.id) } } },
        contentDetails: { videoId: u.id, videoPublishedAt: u.published },
      }));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ kind: 'youtube#playlistItemListResponse', items }));
    }
    if (/^\/vi\/[^/]+\/hqdefault\.jpg$/.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return void res.end(thumb);
    }
    res.writeHead(404);
    res.end();
  });
  const downloaderDir = mkdtempSync(path.join(tmpdir(), 'fake-yt-dlp-'));
  const script = path.resolve(import.meta.dirname, 'fake-yt-dlp.ts');
  return {
    ...server,
    apiKey: key,
    feedUrl: `${server.url}/feeds/videos.xml?channel_id={channel}`,
    apiUrl: `${server.url}/youtube/v3`,
    downloaderDir,
    downloader: `"${process.execPath}" "${script}" --fake-dir "${downloaderDir}"`,
    /** Publishes a new upload (newest first). */
    publish(id: string, title: string, published = new Date().toISOString()) {
      state.uploads.unshift({ id, title, published });
    },
    set(patch: Partial<typeof state>) {
      Object.assign(state, patch);
    },
  };
}
export type FakeYoutube = Awaited<ReturnType<typeof startFakeYoutube>>;
