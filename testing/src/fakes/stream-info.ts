import { startFakeServer, sleep } from './server.ts';

/**
 * Fake public stream-info service on 127.0.0.1, answering plain text on three paths
 * (`/status/{channel}`, `/viewers/{channel}`, `/title/{channel}`), as UPSTREAMS.md describes.
 * `status`/`viewers`/`title` are the texts it answers; `failWith` a status code; `slowMs` a delay.
 */
export async function startFakeStreamInfo() {
  const state = { status: 'offline' as string, viewers: 'offline' as string, title: '', failWith: 0, slowMs: 0 };
  const server = await startFakeServer(async (_req, res, url) => {
    const [, kind, channel] = url.pathname.split('/');
    if (state.slowMs) await sleep(state.slowMs);
    if (state.failWith) {
      res.writeHead(state.failWith, { 'Content-Type': 'text/plain' });
      return void res.end('Internal Server Error');
    }
    const text = kind === 'status' ? state.status : kind === 'viewers' ? state.viewers : kind === 'title' ? state.title : null;
    res.writeHead(text === null ? 404 : 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(text ?? 'not found', () => void channel);
  });
  return {
    ...server,
    paths: { STREAM_INFO_STATUS_PATH: '/status/{channel}', STREAM_INFO_VIEWERS_PATH: '/viewers/{channel}', STREAM_INFO_TITLE_PATH: '/title/{channel}' },
    live(viewers: number, title = 'Стрим идёт') {
      Object.assign(state, { status: '1 hour, 5 minutes', viewers: String(viewers), title, failWith: 0, slowMs: 0 });
    },
    offline(channel = 'the channel') {
      Object.assign(state, { status: `${channel} is offline`, viewers: `${channel} is offline`, title: '', failWith: 0, slowMs: 0 });
    },
    notFound() {
      Object.assign(state, { status: 'channel not found', viewers: '15', title: 'channel not found', failWith: 0, slowMs: 0 });
    },
    set(patch: Partial<typeof state>) {
      Object.assign(state, patch);
    },
  };
}
export type FakeStreamInfo = Awaited<ReturnType<typeof startFakeStreamInfo>>;
