import { describe, expect, it } from 'vitest';
import type { VideoView } from '@fanhub/shared';
import { decide } from './availability';
import { DEFAULT_POSTER, clock, mediaErrorText, posterOf, validSourceUrl, videoSource } from './sources';

const video: VideoView = {
  id: 'abc123',
  title: 't',
  url: 'https://www.youtube.com/watch?v=abc123',
  published_at: null,
  position: 0,
  local_video_url: '/api/v1/youtube/video/abc123',
  local_thumbnail_url: null,
  local_url: '/api/v1/youtube/video/abc123',
  thumbnail_url: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
  mirrored: true,
  mirror_state: 'ready',
  duration_seconds: 30,
  youtube_available: false,
};

describe('video sources (spec 1 §4, §5)', () => {
  it('the platform URL when YouTube is available; the local copy, else the server path, when not', () => {
    expect(videoSource(video, true)).toBe('https://www.youtube.com/watch?v=abc123');
    expect(videoSource({ ...video, url: null }, true)).toBe('https://www.youtube.com/watch?v=abc123');
    expect(videoSource(video, false)).toBe('/api/v1/youtube/video/abc123');
    expect(videoSource({ ...video, local_video_url: null, id: 'x y' }, false)).toBe('/api/v1/youtube/video/x%20y');
    // An empty address is no address: the next choice, not an empty src and an endless spinner.
    expect(videoSource({ ...video, local_video_url: '' }, false)).toBe('/api/v1/youtube/video/abc123');
    expect(videoSource({ ...video, url: '' }, true)).toBe('https://www.youtube.com/watch?v=abc123');
  });
  it('media errors read in Russian (spec 1 §8), never the browser’s English', () => {
    expect(mediaErrorText(2)).toBe('Не удалось загрузить видео. Проверьте подключение к Интернету.');
    expect(mediaErrorText(4)).toBe('Ошибка воспроизведения: файл не найден или его формат не поддерживается');
    expect(mediaErrorText(3)).toMatch(/^Ошибка воспроизведения: [а-яё ]+$/);
    expect(mediaErrorText(undefined)).toBe('Ошибка воспроизведения: неизвестная ошибка');
  });
  it('validates source URLs with the spec messages, prepending https://', () => {
    expect(() => validSourceUrl('')).toThrow('Не указан URL источника видео');
    expect(() => validSourceUrl('http://')).toThrow('Некорректный URL источника видео: http://');
    expect(validSourceUrl('example.org/v.mp4')).toBe('https://example.org/v.mp4');
    expect(validSourceUrl('/api/v1/youtube/thumbnail/a')).toBe('/api/v1/youtube/thumbnail/a');
  });
  it('posters: the local thumbnail, YouTube’s only when reachable, else the default', () => {
    expect(posterOf(video, false)).toBe(DEFAULT_POSTER);
    expect(posterOf(video, true)).toBe('https://i.ytimg.com/vi/abc123/hqdefault.jpg');
    expect(posterOf({ ...video, local_thumbnail_url: '/api/v1/youtube/thumbnail/abc123' }, false)).toBe('/api/v1/youtube/thumbnail/abc123');
  });
  it('the visitor’s browser decides when it answered; the server only when it could not', () => {
    expect(decide({ ok: true, detail: '' }, { ok: false, detail: '' })).toEqual({ available: false, decidedBy: 'browser' });
    expect(decide({ ok: false, detail: '' }, { ok: true, detail: '' })).toEqual({ available: true, decidedBy: 'browser' });
    expect(decide({ ok: true, detail: '' }, null)).toEqual({ available: true, decidedBy: 'server' });
    expect(decide(null, null)).toEqual({ available: false, decidedBy: 'server' });
  });
  it('formats the player clock', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(75.4)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
  });
});
