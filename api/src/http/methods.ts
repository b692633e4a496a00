import type { RequestHandler, Router } from 'express';
import { MSG, type ErrorBody } from '@fanhub/shared';

interface StackLayer {
  match(path: string): false | { path: string };
  rawPath?: unknown;
  route?: { path: string; _methods(): string[] };
  handle: { stack?: StackLayer[]; routes?: () => { path: string; method: string }[] };
}

/**
 * The walk over a router's own route table (nested routers too), for the test that holds what
 * Express serves to what the endpoint table declares.
 */
function walkRoutes<S>(
  router: Router,
  start: S,
  enter: (layer: StackLayer, state: S) => S | false,
  visit: (route: NonNullable<StackLayer['route']>, state: S) => void,
) {
  const walk = (stack: StackLayer[], state: S) => {
    for (const layer of stack) {
      const next = enter(layer, state);
      if (next === false) continue;
      if (layer.route) visit(layer.route, next);
      else if (layer.handle.stack) walk(layer.handle.stack, next);
      // The declared endpoints, dispatched by one lookup (dispatch.ts): each as the Route it runs.
      else for (const r of layer.handle.routes?.() ?? []) visit({ path: r.path, _methods: () => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]) }, next);
    }
  };
  walk((router as unknown as { stack: StackLayer[] }).stack, start);
}

export interface RouteEntry {
  /** The full pattern, e.g. `/v1/users/:id`. */
  path: string;
  methods: string[];
}

/** Every route the router serves, with its methods: what a contract-driven test walks. */
export function routeTable(router: Router): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const join = (prefix: string, part: unknown) => (typeof part === 'string' ? `${prefix}/${part}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1') : prefix);
  walkRoutes(
    router,
    '',
    (layer, prefix) => (layer.route ? prefix : join(prefix, layer.rawPath)),
    (route, prefix) => routes.push({ path: join(prefix, route.path) || '/', methods: route._methods().sort() }),
  );
  return routes;
}

/** OPTIONS is answered here, as JSON-free 204 with `Allow` (Express would answer text/plain). */
export function answerOptions(allowedMethods: (path: string) => string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const allow = allowedMethods(req.path);
    if (!allow.length) return next();
    res.setHeader('Allow', [...allow, 'OPTIONS'].join(', '));
    res.status(204).end();
  };
}

/** Past every route: a known path with another method is 405 with `Allow`; an unknown one 404. */
export function notFoundOrNotAllowed(allowedMethods: (path: string) => string[]): RequestHandler {
  return (req, res) => {
    const allow = allowedMethods(req.path);
    if (allow.length) {
      res.setHeader('Allow', [...allow, 'OPTIONS'].join(', '));
      return void res.status(405).json({ detail: MSG.methodNotAllowed, code: 'method_not_allowed' } satisfies ErrorBody);
    }
    res.status(404).json({ detail: MSG.apiNotFound, code: 'not_found' } satisfies ErrorBody);
  };
}
