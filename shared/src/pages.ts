/**
 * The web client's pages (spec 2 §2 route table). The server answers index.html for these with 200
 * and for any other path with 404 (the client then shows its not-found page), so crawlers and link
 * previews see a missing page as missing. Keep in step with `AppRoutes` in web/src/App.tsx.
 */
export const PAGE_PATHS = ['/', '/about', '/workshop', '/portfolio', '/contact', '/login', '/oauth/youtube/callback'] as const;
/** Areas with nested pages of their own. */
export const PAGE_PREFIXES = ['/admin', '/profile', '/team/join/', '/giveaways/', '/tournaments/'] as const;

/** «Мои розыгрыши»: where a win, its notice and its messages lead. */
export const MY_GIVEAWAYS_PATH = '/profile/giveaways';
/** «Мои розыгрыши» with one giveaway's row picked out (scrolled to and marked). */
export const myGiveawayPath = (giveawayId: number): string => `${MY_GIVEAWAYS_PATH}?giveaway=${giveawayId}`;

export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PAGE_PATHS as readonly string[]).includes(path)) return true;
  return PAGE_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) && path.length > prefix.length : path === prefix || path.startsWith(`${prefix}/`),
  );
}
