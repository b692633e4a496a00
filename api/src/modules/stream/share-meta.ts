import { readFile, stat } from 'node:fs/promises';
import { INITIAL_STREAM_ELEMENT_ID, LIVE_TITLE_SUFFIX, STREAM_TEXT, type StreamStatusView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { streamStatus } from './service.ts';

/** Link previews are fetched by crawlers in bursts: the status is read at most this often. */
const STATUS_CACHE_MS = 5_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Open Graph / Twitter meta for the stream state, and the page title with the live suffix. */
export function shareMeta(view: StreamStatusView, publicUrl: string): { tags: string } {
  const base = publicUrl.replace(/\/$/, '');
  const T = STREAM_TEXT.share;
  const title = view.isLive ? T.liveTitle(view.title) : T.offlineTitle;
  const description = view.isLive ? T.liveDescription(view.game, view.viewers) : T.offlineDescription;
  const image = `${base}/media/og-${view.isLive ? 'live' : 'offline'}.png`;
  const meta: [string, string][] = [
    ['og:type', 'website'],
    ['og:url', `${base}/`],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
  ];
  const tags = [
    ...meta.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ].join('\n    ');
  return { tags };
}

/** Serves index.html with the share meta injected; the file and the status are cached briefly. */
export function createIndexRenderer(ctx: Pick<AppContext, 'db' | 'config' | 'logger'>, indexPath: string) {
  let file: { mtimeMs: number; html: string } | null = null;
  let status: { at: number; view: StreamStatusView } | null = null;
  return async function render(): Promise<string> {
    const { mtimeMs } = await stat(indexPath);
    if (!file || file.mtimeMs !== mtimeMs) file = { mtimeMs, html: await readFile(indexPath, 'utf8') };
    if (!status || Date.now() - status.at > STATUS_CACHE_MS) {
      const view = await streamStatus(ctx).catch((err: unknown) => {
        ctx.logger.warn({ err }, 'stream status unavailable for the share meta');
        return null;
      });
      if (view) status = { at: Date.now(), view };
    }
    if (!status) return file.html;
    // Function replacements: a title holding `$&`, `$'`… is inserted as it is, never as a pattern.
    const tags = shareMeta(status.view, ctx.config.PUBLIC_URL).tags;
    // The same status for the client's first render (`<` escaped: the JSON cannot close the element).
    const initial = `<script id="${INITIAL_STREAM_ELEMENT_ID}" type="application/json">${JSON.stringify(status.view).replace(/</g, '\\u003c')}</script>`;
    const html = file.html.replace('</head>', () => `  ${tags}\n    ${initial}\n  </head>`);
    // The page title gets the live suffix before any script runs (the client keeps it in step).
    return status.view.isLive ? html.replace(/<title>([^<]*)<\/title>/, (_m, title: string) => `<title>${title} ${LIVE_TITLE_SUFFIX}</title>`) : html;
  };
}
