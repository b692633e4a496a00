import { startFakeServer, sleep } from './server.ts';

/**
 * Fake YouTube reachability on 127.0.0.1: `/generate_204` (the server probe) and `/favicon.ico`
 * (the browser probe). `blocked` answers 403 (or hangs with `hang`); otherwise 204 / a tiny image.
 */
export async function startFakeYoutubeProbe() {
  const state = { blocked: false, hang: false };
  // A 1×1 transparent GIF: the browser probe loads it as an image.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const server = await startFakeServer(async (_req, res, url) => {
    if (state.hang) await sleep(6000);
    if (state.blocked) {
      res.writeHead(403, { 'Content-Type': 'text/plain' });
      return void res.end('blocked');
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
      return void res.end(gif);
    }
    res.writeHead(204);
    res.end();
  });
  return {
    ...server,
    env: { YOUTUBE_PROBE_URL: `${server.url}/generate_204`, YOUTUBE_BROWSER_PROBE_URL: `${server.url}/favicon.ico` },
    set(patch: Partial<typeof state>) {
      Object.assign(state, patch);
    },
  };
}
export type FakeYoutubeProbe = Awaited<ReturnType<typeof startFakeYoutubeProbe>>;
