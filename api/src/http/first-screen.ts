import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import { sendVariant, flat, type Variant } from './answer.ts';
import { assetEncoding, type BuiltAsset } from './built-assets.ts';
import type { ApiMetrics } from './metrics.ts';
import { pageEncoding, pageHeaders, type PageCache, type Rendered } from './page-cache.ts';
import type { VersionedCache } from './versioned-cache.ts';

/** An API answer kept per version (public, the same for every visitor), at its exact path. */
export interface CachedApiAnswer {
  path: string;
  /** The route template metrics file it under: the one Express would have named. */
  route: string;
  cache: VersionedCache<Variant>;
}

export interface FirstScreenParts {
  /** The helmet headers every page and asset carries (captured once from the app's helmet). */
  securityHeaders: readonly [string, string][];
  /** `/`: the page rendered once per version. */
  page?: PageCache;
  /** The build's hashed assets by URL path (built-assets.ts). */
  assets?: Map<string, BuiltAsset>;
  api: CachedApiAnswer[];
  /** Whether /api/v1 answers at all (Redis up); when not, Express answers its 503. */
  apiOpen: () => boolean;
  metrics?: ApiMetrics;
  /** False once shutdown began: the answer then says `Connection: close` (server.ts does the same for Express's). */
  keepAlive: () => boolean;
}

/**
 * What a visitor's first screen asks for, answered before Express: `/`, the hashed assets and the
 * public API answers of the first paint, each built once per version with its headers (security
 * headers included) precomputed, and written with one `writeHead`. In the minute after the go-live
 * push thousands of visitors ask exactly these; Express's chain (routing, middleware, header by
 * header, a stat and an open per asset) cost more than the answer. Anything else, and anything
 * unusual about one of these (another method, a Range, If-Match, a path written another way, an
 * answer not built yet that fails to build), goes to Express, which answers it as before: the
 * contract test (first-screen.test.ts) holds both to the same bytes. Returns false when it leaves
 * the request to `express`.
 */
export function createFirstScreen(parts: FirstScreenParts) {
  const { page, assets, metrics } = parts;
  const api = new Map(parts.api.map((a) => [a.path, a]));
  const pageVariants = pageVariantsOf(parts.securityHeaders);
  const chooseAsset = assetEncoding();
  const choosePage = memoByHeader((acceptEncoding) =>
    pageEncoding(accepts({ headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage).encodings(['br', 'gzip', 'identity'])),
  );

  const send = (req: IncomingMessage, res: ServerResponse, variant: Variant, route: string, started: number) => {
    metrics?.timeAnswer(res, route, started);
    if (!parts.keepAlive()) res.shouldKeepAlive = false;
    sendVariant(req, res, variant);
  };
  /** From the cache when it holds this version; else after its one build (Express answers if that fails). */
  const fromCache = <T>(cache: VersionedCache<T>, answer: (value: T) => void, express: () => void) => {
    const value = cache.peek();
    if (value) return answer(value);
    cache.get().then(answer, express);
  };

  return (req: IncomingMessage, res: ServerResponse, express: () => void): boolean => {
    const { method, headers } = req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (headers.range !== undefined || headers['if-match'] !== undefined || headers['if-unmodified-since'] !== undefined) return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const started = performance.now();
    if (path === '/' && page) {
      const encoding = choosePage(headers['accept-encoding']);
      fromCache(page, (rendered) => send(req, res, pageVariants(rendered)[encoding], '/{*path}', started), express);
      return true;
    }
    const asset = assets?.get(path);
    if (asset) {
      send(req, res, chooseAsset(headers['accept-encoding'], asset), '(web)', started);
      return true;
    }
    const cached = api.get(path);
    if (cached && parts.apiOpen()) {
      fromCache(cached.cache, (variant) => send(req, res, variant, cached.route, started), express);
      return true;
    }
    return false;
  };
}

/** The page's three forms with their heads, made once per rendering (sendRendered's headers, see page-cache.ts). */
function pageVariantsOf(securityHeaders: readonly [string, string][]) {
  const made = new WeakMap<Rendered, Record<'br' | 'gzip' | 'identity', Variant>>();
  return (rendered: Rendered) => {
    let variants = made.get(rendered);
    if (!variants) {
      const form = (encoding: 'br' | 'gzip' | 'identity'): Variant => {
        const { kept, content } = pageHeaders(rendered, encoding);
        return {
          head: flat([...securityHeaders, ...kept, ...content]),
          body: rendered[encoding],
          validators: { etag: rendered.etag },
          notModified: flat([...securityHeaders, ...kept]),
        };
      };
      variants = { br: form('br'), gzip: form('gzip'), identity: form('identity') };
      made.set(rendered, variants);
    }
    return variants;
  };
}

/** A choice made once per distinct header value (browsers send a handful). */
function memoByHeader<T>(choose: (value: string | undefined) => T): (value: string | undefined) => T {
  const chosen = new Map<string | undefined, T>();
  return (value) => {
    if (chosen.has(value)) return chosen.get(value)!;
    const result = choose(value);
    if (chosen.size >= 256) chosen.clear();
    chosen.set(value, result);
    return result;
  };
}

/**
 * A public JSON answer as the API sends it (http/mount.ts's `res.json` after the /api head): the
 * exact bytes, `Cache-Control` as the endpoint sets it, nosniff, and with an ETag, its 304.
 */
export function jsonAnswer(body: string, cacheControl: 'no-cache' | 'no-store', etag?: string): Variant {
  const kept: [string, string][] = [
    ['Cache-Control', cacheControl],
    ['X-Content-Type-Options', 'nosniff'],
    ...(etag ? [['ETag', etag] as [string, string]] : []),
  ];
  const bytes = Buffer.from(body);
  return {
    head: flat([...kept, ['Content-Type', 'application/json; charset=utf-8'], ['Content-Length', String(bytes.length)]]),
    body: bytes,
    ...(etag ? { validators: { etag }, notModified: flat(kept) } : {}),
  };
}
