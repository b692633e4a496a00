import { youtubeWatchUrl, type AdminVideoView, type VideoEventView, type VideoView } from '@fanhub/shared';
import type { VideoRow } from '../../db/schema.ts';

const API = '/api/v1/youtube';

/** The one way a video row leaves the API (HTTP and events). */
export function presentVideo(row: VideoRow, youtubeAvailable: boolean): VideoView {
  const ready = row.mirrorState === 'ready' && !!row.filePath;
  const local = ready ? `${API}/video/${encodeURIComponent(row.id)}` : null;
  const thumb = row.thumbnailPath ? `${API}/thumbnail/${encodeURIComponent(row.id)}` : null;
  return {
    id: row.id,
    title: row.title,
    url: row.url ?? youtubeWatchUrl(row.id),
    published_at: row.publishedAt?.toISOString() ?? null,
    position: row.position,
    local_video_url: local,
    local_thumbnail_url: thumb,
    local_url: local,
    thumbnail_url: thumb ?? row.remoteThumbnailUrl ?? null,
    mirrored: ready,
    mirror_state: row.mirrorState as VideoView['mirror_state'],
    duration_seconds: row.durationSeconds ?? null,
    youtube_available: youtubeAvailable,
  };
}

export function presentAdminVideo(row: VideoRow, youtubeAvailable: boolean): AdminVideoView {
  return {
    ...presentVideo(row, youtubeAvailable),
    isActive: row.isActive,
    mirror_error: row.error,
    mirror_attempts: row.attempts,
    size_bytes: row.sizeBytes ?? null,
    source: row.source === 'admin' ? 'admin' : 'feed',
  };
}

/** What video.* events carry to every page (no error texts). */
export function presentVideoEvent(row: VideoRow): VideoEventView {
  return { ...presentVideo(row, true), isActive: row.isActive };
}
