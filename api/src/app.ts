import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import { LIMITS, MSG, isKnownPage } from '@fanhub/shared';
import type { AppContext } from './context.ts';
import { AppError, errorHandler, requireKnownBodyType } from './http/errors.ts';
import { answerOptions, methodsFromTable, notFoundOrNotAllowed } from './http/methods.ts';
import { mountEndpoints } from './http/mount.ts';
import { apiEndpoints } from './endpoints.ts';
import { serveApiDocument } from './http/api-docs.ts';
import { metricsHandler } from './http/metrics.ts';
import { hasNul } from './http/validate.ts';
import { createContentInjector } from './modules/content/initial-content.ts';
import { createIndexRenderer } from './modules/stream/share-meta.ts';

/** Builds the Express app without listening, so tests drive it with supertest. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(ctx.config.TRUST_PROXY));
  // Operators' metrics, outside /api (README 'Metrics'): every answer is timed by its route template.
  if (ctx.metrics) {
    app.use(ctx.metrics.timeRequests);
    app.get('/metrics', metricsHandler(ctx.metrics, ctx.config.METRICS_TOKEN));
  }

  const endpoints = apiEndpoints(ctx);
  // Health and readiness (`root`) are under /api itself; a signed webhook reads its body raw.
  const rootEndpoints = endpoints.filter((e) => e.route.root);
  const rawEndpoints = endpoints.filter((e) => e.rawBody);
  const v1Endpoints = endpoints.filter((e) => !e.route.root && !e.rawBody);
  // One flat router for the API (Express walks its layers in turn, and each nested router costs
  // a walk of its own): /v1 first, where nearly every request goes.
  const api = Router();
  const allowed = methodsFromTable(endpoints);
  const options = answerOptions(allowed);
  api.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    options(req, res, next);
  });
  // Without Redis nothing that writes can be trusted (events, limits, queues): answer 503 at once.
  // Health and readiness are outside /v1: monitors ask while Redis is away.
  api.use('/v1', (_req, _res, next) => {
    if (ctx.redis.status !== 'ready') throw new AppError(503, 'unavailable', MSG.unavailable, { retryAfterSeconds: 5 });
    next();
  });
  // A signed webhook reads its body raw (the signature covers the exact bytes): before the JSON parser.
  mountEndpoints(api, ctx, rawEndpoints, '/v1');
  // Reads (GET, HEAD) carry no body: they skip the body chain, the path most requests take.
  const parseBody = Router();
  parseBody.use(
    requireKnownBodyType,
    express.json({ limit: LIMITS.maxBodyBytes }),
    express.urlencoded({ extended: false, limit: LIMITS.maxBodyBytes, parameterLimit: 50 }),
    (req, _res, next) => next(hasNul(req.body) ? new AppError(400, 'nul_character', MSG.nulCharacter) : undefined),
  );
  api.use('/v1', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parseBody(req, res, next)));
  mountEndpoints(api, ctx, v1Endpoints, '/v1');
  // The root endpoints and the document answer paths outside /v1: after it, the order changes no answer.
  mountEndpoints(api, ctx, rootEndpoints);
  serveApiDocument(api, endpoints);
  api.use(notFoundOrNotAllowed(allowed));
  app.use('/api', api);
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

/** The built web client: hashed assets cached for a year, every other path gets index.html (SPA). */
function serveWeb(app: Express, ctx: AppContext): void {
  const dist = ctx.config.WEB_DIST_DIR;
  const index = path.join(dist, 'index.html');
  // index.html carries the stream's share meta (Open Graph), so link previews show the live state.
  const renderIndex = createIndexRenderer(ctx, index);
  const injectContent = createContentInjector(ctx);
  app.use(compression());
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', async (req, res, next) => {
    if (!existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // Unknown paths get the same page (it shows the not-found screen) with a real 404 status.
    res.status(isKnownPage(req.path) ? 200 : 404);
    res.type('html').send(await injectContent(await renderIndex()));
  });
}
