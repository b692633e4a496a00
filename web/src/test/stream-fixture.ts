import type { StreamStatusView } from '@fanhub/shared';

/** GET /stream/status while the streamer is offline: what a test server answers by default. */
export const OFFLINE_STREAM: StreamStatusView = {
  isLive: false,
  viewers: 0,
  title: null,
  game: null,
  startedAt: null,
  channel: 'dedushka_stream',
  updatedAt: '2026-03-01T18:00:00.000Z',
  source: 'stream-info',
};
