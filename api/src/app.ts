import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { captureHeaders } from './http/answer.ts';
import { ASSET_MAX_AGE, ENCODING_PREFERENCE, loadBuiltAssets, type BuiltAsset } from './http/built-assets.ts';
import { createFirstScreen, jsonAnswer, type CachedApiAnswer } from './http/first-screen.ts';
import { VersionedCache } from './http/versioned-cache.ts';
import { injectContent, readAll as readContent } from './modules/content/index.ts';
import { renderStreamMeta, streamStatus } from './modules/stream/index.ts';

/** Builds the Express app without listening, so tests drive it with supertest. */
export function createApp(ctx: AppContext): Express {
  return createHandler(ctx).app;
}

/**
 * The Express app and, in front of it, the first screen's answers (http/first-screen.ts): `handle`
 * is the server's request listener (the first screen, then Express for what it leaves). `keepAlive` (false once shutdown began) goes into every answer
 * the first screen writes, as the server's writeHead does for Express's.
 */
export function createHandler(ctx: AppContext, keepAlive: () => boolean = () => true) {
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed for every answer (a SHA-1 of each body): API answers are `no-store`, never
  // revalidated. What is revalidated sets its own: the pages (below), static files, team logos.
  app.set('etag', false);
  app.set('trust proxy', trustProxyValue(ctx.config.TRUST_PROXY));
  // Operators' metrics, outside /api (docs/operations.md 'Metrics'): every answer is timed by its route template.
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
  const securityHeaders = helmet({
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
  });
  app.use(securityHeaders);
  const security = captureHeaders(securityHeaders);
  const web = ctx.config.SERVE_WEB ? serveWeb(app, ctx, security) : undefined;
  app.use(errorHandler(ctx.logger));
  const firstScreen = createFirstScreen({
    securityHeaders: security,
    ...web,
    api: publicAnswers(ctx, endpoints),
    apiOpen: () => ctx.redis.status === 'ready',
    metrics: ctx.metrics,
    keepAlive,
  });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!firstScreen(req, res, () => app(req, res))) app(req, res);
  };
  return { app, firstScreen, handle };
}

/** Events after which the first paint's API answers read differently. */
const CONTENT_EVENTS = new Set(['content.updated']);
const STREAM_EVENTS = new Set(['stream.went_live', 'stream.went_offline', 'stream.updated']);

/**
 * The two public answers every first paint asks for, kept per version like the page: the site
 * content (with its ETag, so a current copy is a 304) and the stream status. Both change only with
 * their events (content.updated, stream.*), which invalidate them on this node, also for changes
 * other processes commit. Between two events the stream worker's polls write only the row's
 * `updatedAt`: the status keeps the one read after the last event (the page's share meta did already).
 */
function publicAnswers(ctx: AppContext, endpoints: readonly Endpoint[]): CachedApiAnswer[] {
  // Only what its endpoint opens to everyone: the first screen checks no identity.
  const isPublic = (path: string) =>
    endpoints.some((ep) => ep.route.method === 'GET' && !ep.route.root && ep.route.path === path && !ep.policy.signedIn && !ep.rawBody && !ep.route.upload);
  const answer = (path: string, events: Set<string>, read: () => Promise<Parameters<typeof jsonAnswer>>): CachedApiAnswer[] => {
    if (!isPublic(path)) return [];
    const cache = new VersionedCache(async () => ({ value: jsonAnswer(...(await read())), complete: true }));
    ctx.nodeEvents.on((e) => {
      if (!e || events.has(e.type)) cache.invalidate();
    });
    return [{ path: `/api/v1${path}`, route: `/api/v1${path}`, cache }];
  };
  return [
    ...answer('/content', CONTENT_EVENTS, async () => {
      const snapshot = await readContent(ctx);
      return [snapshot.body, 'no-cache', snapshot.etag];
    }),
    ...answer('/stream/status', STREAM_EVENTS, async () => [JSON.stringify(await streamStatus(ctx)), 'no-store']),
  ];
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
function serveWeb(app: Express, ctx: AppContext, securityHeaders: [string, string][]): { page: PageCache; assets: Map<string, BuiltAsset> } {
  const dist = ctx.config.WEB_DIST_DIR;
  const index = path.join(dist, 'index.html');
  const precompressed = { enableBrotli: true, orderPreference: ENCODING_PREFERENCE, index: false as const };
  app.use(
    '/assets',
    expressStaticGzip(path.join(dist, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: ASSET_MAX_AGE, fallthrough: false } }),
  );
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
  // The same assets and page for the first screen, answered before Express (http/first-screen.ts).
  return { page, assets: loadBuiltAssets(path.join(dist, 'assets'), '/assets', securityHeaders) };
}
