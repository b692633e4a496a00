import { XMLParser } from 'fast-xml-parser';
import type { CommonConfig } from '../../config.ts';
import { upstreamBytes, upstreamJson, upstreamText } from '../http.ts';
import { UpstreamBadAnswer } from '../upstream-error.ts';

export interface UpstreamVideo {
  id: string;
  title: string;
  publishedAt: Date | null;
  thumbnailUrl: string | null;
}

type UploadsConfig = Pick<CommonConfig, 'YOUTUBE_CHANNEL_ID' | 'YOUTUBE_API_KEY' | 'YOUTUBE_API_URL' | 'YOUTUBE_FEED_URL'>;

/** Feeds and thumbnails are bigger and slower than the JSON calls. */
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

/** playlistItems of the uploads playlist (`UC…` → `UU…`): one quota unit, never search.list. */
async function uploadsFromApi(channel: string, apiUrl: string, apiKey: string): Promise<UpstreamVideo[]> {
  const url = new URL(`${apiUrl.replace(/\/$/, '')}/playlistItems`);
  url.search = new URLSearchParams({ part: 'snippet,contentDetails', playlistId: `UU${channel.slice(2)}`, maxResults: '10', key: apiKey }).toString();
  const body = await upstreamJson<{ items?: PlaylistItem[] } | null>(url.toString(), { what: 'YouTube Data API playlistItems', timeoutMs: TIMEOUT_MS });
  return (body?.items ?? []).flatMap((it) => {
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

/** The latest uploads: the Data API with a key, else the public feed (no key, no quota, 15 newest). */
export async function latestUploads(config: Readonly<UploadsConfig>): Promise<UpstreamVideo[]> {
  const channel = config.YOUTUBE_CHANNEL_ID;
  if (!channel) return [];
  if (config.YOUTUBE_API_KEY) return uploadsFromApi(channel, config.YOUTUBE_API_URL, config.YOUTUBE_API_KEY);
  const feed = config.YOUTUBE_FEED_URL.replace('{channel}', encodeURIComponent(channel));
  const xml = await upstreamText(feed, { what: 'YouTube channel feed', timeoutMs: TIMEOUT_MS });
  if (!xml.includes('<feed')) throw new UpstreamBadAnswer('YouTube channel feed is not an Atom feed', { status: 200 });
  return parseFeed(xml);
}

/** A video's thumbnail image; null when it is not an image or larger than `maxBytes`. */
export async function fetchThumbnail(url: string, maxBytes: number): Promise<Buffer | null> {
  const { contentType, bytes } = await upstreamBytes(url, { what: 'YouTube thumbnail', timeoutMs: TIMEOUT_MS });
  return contentType?.startsWith('image/') && bytes.length <= maxBytes ? bytes : null;
}
