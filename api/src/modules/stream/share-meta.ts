import { INITIAL_STREAM_ELEMENT_ID, LIVE_TITLE_SUFFIX, STREAM_TEXT, type StreamStatusView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { streamStatus } from './service.ts';

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

/**
 * index.html with the stream's share meta, its first-render status and the live title suffix. Read
 * on each call: the page cache (http/page-cache.ts) calls it once per version of the page.
 * `complete` is false when the status could not be read.
 */
export async function renderStreamMeta(ctx: Pick<AppContext, 'db' | 'config' | 'logger'>, indexHtml: string): Promise<{ html: string; complete: boolean }> {
  const view = await streamStatus(ctx).catch((err: unknown) => {
    ctx.logger.warn({ err }, 'stream status unavailable for the share meta');
    return null;
  });
  if (!view) return { html: indexHtml, complete: false };
  // Function replacements: a title holding `$&`, `$'`… is inserted as it is, never as a pattern.
  const tags = shareMeta(view, ctx.config.PUBLIC_URL).tags;
  // The same status for the client's first render (`<` escaped: the JSON cannot close the element).
  const initial = `<script id="${INITIAL_STREAM_ELEMENT_ID}" type="application/json">${JSON.stringify(view).replace(/</g, '\\u003c')}</script>`;
  const html = indexHtml.replace('</head>', () => `  ${tags}\n    ${initial}\n  </head>`);
  // The page title gets the live suffix before any script runs (the client keeps it in step).
  return {
    html: view.isLive ? html.replace(/<title>([^<]*)<\/title>/, (_m, title: string) => `<title>${title} ${LIVE_TITLE_SUFFIX}</title>`) : html,
    complete: true,
  };
}
