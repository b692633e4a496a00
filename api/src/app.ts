import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Express, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { LIMITS, MSG, isKnownPage } from '@fanhub/shared';
import type { AppContext } from './context.ts';
import { AppError, errorHandler, requireKnownBodyType } from './http/errors.ts';
import { answerOptions, notFoundOrNotAllowed } from './http/methods.ts';
import { dispatchEndpoints } from './http/dispatch.ts';
import type { Endpoint } from './http/endpoint.ts';
import { endpointChain } from './http/mount.ts';
import { apiEndpoints } from './endpoints.ts';
import { serveApiDocument } from './http/api-docs.ts';
import { metricsHandler } from './http/metrics.ts';
import { hasNul } from './http/validate.ts';
import { PageCache, sendRendered } from './http/page-cache.ts';
import { injectContent } from './modules/content/initial-content.ts';
import { renderStreamMeta } from './modules/stream/share-meta.ts';

/** Builds the Express app without listening, so tests drive it with supertest. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed for every answer (a SHA-1 of each body): API answers are `no-store`, never
  // revalidated. What is revalidated sets its own: the pages (below), static files, team logos.
  app.set('etag', false);
  app.set('trust proxy', trustProxyValue(ctx.config.TRUST_PROXY));
  // Operators' metrics, outside /api (README 'Metrics'): every answer is timed by its route template.
  if (ctx.metrics) app.use(ctx.metrics.timeRequests);

  const endpoints = apiEndpoints(ctx);
  // Without Redis nothing that writes can be trusted (events, limits, queues): /v1 answers 503 at once.
  // Health and readiness are outside /v1 (`root`): monitors ask while Redis is away.
  const redisGate = (_req: Request, _res: Response, next: NextFunction) => {
    if (ctx.redis.status !== 'ready') throw new AppError(503, 'unavailable', MSG.unavailable, { retryAfterSeconds: 5 });
    next();
  };
  // Writes read their body; reads (GET, HEAD) carry none and skip the chain, the path most requests take.
  // A signed webhook (`rawBody`) reads its body raw, as the signature covers the exact bytes.
  const parseBody = Router();
  parseBody.use(
    requireKnownBodyType,
    express.json({ limit: LIMITS.maxBodyBytes }),
    express.urlencoded({ extended: false, limit: LIMITS.maxBodyBytes, parameterLimit: 50 }),
    (req, _res, next) => next(hasNul(req.body) ? new AppError(400, 'nul_character', MSG.nulCharacter) : undefined),
  );
  const v1Before = (ep: Endpoint) =>
    ep.rawBody || ep.route.method === 'GET'
      ? redisGate
      : (req: Request, res: Response, next: NextFunction) => redisGate(req, res, (err?: unknown) => (err ? next(err) : parseBody(req, res, next)));
  const dispatch = dispatchEndpoints(
    endpoints.map((ep) => ({
      endpoint: ep,
      path: `${ep.route.root ? '' : '/v1'}${ep.route.path}`,
      before: ep.route.root ? undefined : v1Before(ep),
      chain: endpointChain(ctx, ep),
    })),
  );
  const options = answerOptions(dispatch.allowedMethods);
  // Every /api answer is no-store and nosniff; OPTIONS is answered from the table; then the one lookup.
  const apiHead = (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') return options(req, res, next);
    dispatch(req, res, next);
  };
  app.use('/api', Object.assign(apiHead, { routes: dispatch.routes }));
  // What no endpoint took: the API document, then 405 with `Allow` or a JSON 404.
  const api = Router();
  serveApiDocument(api, endpoints);
  api.use(notFoundOrNotAllowed(dispatch.allowedMethods));
  app.use('/api', api);
  // After the API, so API requests do not walk past it.
  if (ctx.metrics) app.get('/metrics', metricsHandler(ctx.metrics, ctx.config.METRICS_TOKEN));
  // '//api/…' is still the API: never the web client's HTML. After the /api mount, which such a
  // path never enters, so API requests do not pass this layer.
  app.use((req, _res, next) => {
    if (/^\/{2,}api(\/|$)/.test(req.path)) throw new AppError(404, 'not_found', MSG.apiNotFound);
    next();
  });

  // JSON answers need no CSP; the web client's pages get the full set of security headers.
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // The visitor's own YouTube probe loads a small image from YouTube; its thumbnails come from i.ytimg.com.
          'img-src': ["'self'", 'data:', 'blob:', new URL(ctx.config.YOUTUBE_BROWSER_PROBE_URL).origin, 'https://i.ytimg.com'],
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'frame-src': ['https://player.twitch.tv', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (ctx.config.SERVE_WEB) serveWeb(app, ctx);
  app.use(errorHandler(ctx.logger));
  return app;
}

function trustProxyValue(v: string): boolean | number | string {
  if (v === 'true' || v === 'false') return v === 'true';
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Events after which the first page reads differently: its embedded content and its stream meta. */
const PAGE_EVENTS = new Set(['content.updated', 'stream.went_live', 'stream.went_offline', 'stream.updated']);

/**
 * The built web client. Files are sent as the build compressed them (`.br`, `.gz` beside each, made
 * once by vite-plugin-compression2), never compressed per request; hashed assets are cached for a
 * year. Every other path gets index.html (SPA) with the content and the stream's share meta in it,
 * rendered once per version of those (the node's events say when) and answered from memory.
 */
function serveWeb(app: Express, ctx: AppContext): void {
  const dist = ctx.config.WEB_DIST_DIR;
  const index = path.join(dist, 'index.html');
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false as const };
  app.use('/assets', expressStaticGzip(path.join(dist, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', fallthrough: false } }));
  app.use(expressStaticGzip(dist, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }));
  // index.html is read once: a new build comes with a restart (npm start builds before it starts).
  let indexHtml: string | null = null;
  const page = new PageCache(async () => {
    indexHtml ??= readFileSync(index, 'utf8');
    const withMeta = await renderStreamMeta(ctx, indexHtml);
    const withContent = await injectContent(ctx, withMeta.html);
    return { html: withContent.html, complete: withMeta.complete && withContent.complete };
  });
  ctx.nodeEvents.on((e) => {
    if (!e || PAGE_EVENTS.has(e.type)) page.invalidate();
  });
  app.get('/{*path}', async (req, res, next) => {
    if (!indexHtml && !existsSync(index)) return next();
    // Unknown paths get the same page (it shows the not-found screen) with a real 404 status.
    sendRendered(req, res, await page.get(), isKnownPage(req.path) ? 200 : 404);
  });
}
