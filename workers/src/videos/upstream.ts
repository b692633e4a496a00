import { XMLParser } from 'fast-xml-parser';
import type { WorkersConfig } from '../config.ts';
import { expectOkText, fetchWithTimeout, UpstreamError } from '../stream/http.ts';

export interface UpstreamVideo {
  id: string;
  title: string;
  publishedAt: Date | null;
  thumbnailUrl: string | null;
}

const TIMEOUT_MS = 10_000;
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The public channel feed (Atom): each entry's yt:videoId, title, published and media thumbnail. */
export function parseFeed(xml: string): UpstreamVideo[] {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
    feed?: { entry?: Record<string, unknown> | Record<string, unknown>[] };
  };
  return asArray(doc.feed?.entry).flatMap((e) => {
    const id = String(e['yt:videoId'] ?? '');
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(id)) return [];
    const group = e['media:group'] as { 'media:thumbnail'?: { '@url'?: string } } | undefined;
    const published = Date.parse(String(e.published ?? ''));
    return [
      {
        id,
        title: String(e.title ?? id),
        publishedAt: Number.isNaN(published) ? null : new Date(published),
        thumbnailUrl: group?.['media:thumbnail']?.['@url'] ?? null,
      },
    ];
  });
}

interface PlaylistItem {
  snippet?: { title?: string; publishedAt?: string; resourceId?: { videoId?: string }; thumbnails?: Record<string, { url?: string }> };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
}

/** The latest uploads: the Data API's playlistItems of the uploads playlist with a key, else the feed. */
export async function latestUploads(config: Readonly<WorkersConfig>): Promise<UpstreamVideo[]> {
  const channel = config.YOUTUBE_CHANNEL_ID;
  if (!channel) return [];
  if (config.YOUTUBE_API_KEY) {
    const url = new URL(`${config.YOUTUBE_API_URL.replace(/\/$/, '')}/playlistItems`);
    url.search = new URLSearchParams({
      part: 'snippet,contentDetails',
      playlistId: `UU${channel.slice(2)}`,
      maxResults: '10',
      key: config.YOUTUBE_API_KEY,
    }).toString();
    const text = await expectOkText(await fetchWithTimeout(url.toString(), {}, TIMEOUT_MS), 'YouTube Data API playlistItems');
    const items = (JSON.parse(text) as { items?: PlaylistItem[] }).items ?? [];
    return items.flatMap((it) => {
      const id = it.contentDetails?.videoId ?? it.snippet?.resourceId?.videoId;
      if (!id) return [];
      const when = Date.parse(it.contentDetails?.videoPublishedAt ?? it.snippet?.publishedAt ?? '');
      const thumbs = it.snippet?.thumbnails ?? {};
      return [
        {
          id,
          title: it.snippet?.title ?? id,
          publishedAt: Number.isNaN(when) ? null : new Date(when),
          thumbnailUrl: (thumbs.high ?? thumbs.medium ?? thumbs.default)?.url ?? null,
        },
      ];
    });
  }
  const feed = config.YOUTUBE_FEED_URL.replace('{channel}', encodeURIComponent(channel));
  const xml = await expectOkText(await fetchWithTimeout(feed, {}, TIMEOUT_MS), 'YouTube channel feed');
  if (!xml.includes('<feed')) throw new UpstreamError('YouTube channel feed is not an Atom feed');
  return parseFeed(xml);
}
