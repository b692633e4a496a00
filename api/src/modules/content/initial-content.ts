import type { AppContext } from '../../context.ts';
import { readAll } from './service.ts';

/** New page loads may show a change this much later; open pages get it at once by `content.updated`. */
const CACHE_MS = 5_000;
export const INITIAL_CONTENT_ID = 'initial-content';

/**
 * Embeds the site content in the served index.html, so the first paint needs no second round trip
 * (on a slow mobile link that request alone cost ~0.3 s of LCP). `<` is escaped: the JSON cannot
 * close the script element.
 */
export function createContentInjector(ctx: Pick<AppContext, 'db' | 'config' | 'logger'>) {
  let cached: { at: number; script: string } | null = null;
  return async function inject(html: string): Promise<string> {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const snapshot = await readAll(ctx).catch((err: unknown) => {
        ctx.logger.warn({ err }, 'site content unavailable for index.html');
        return null;
      });
      if (!snapshot) return html;
      cached = { at: Date.now(), script: `<script id="${INITIAL_CONTENT_ID}" type="application/json">${snapshot.body.replace(/</g, '\\u003c')}</script>` };
    }
    const { script } = cached;
    // A function replacement: content holding `$&`, `$'`… is inserted as it is.
    return html.replace('</head>', () => `  ${script}\n  </head>`);
  };
}
