import express, { type IRoute, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import FindMyWay, { type HTTPVersion } from 'find-my-way';
import { MSG } from '@fanhub/shared';
import type { Endpoint } from './endpoint.ts';
import { AppError } from './errors.ts';

/** Express's Route (from its `router`, untyped there): a path's handler chain, run by `dispatch`. */
type ExpressRoute = IRoute & { dispatch(req: Request, res: Response, done: NextFunction): void };
const Route = (express.Router as unknown as { Route: new (path: string) => ExpressRoute }).Route;

/** One declared endpoint, ready to run. */
export interface DispatchEntry {
  endpoint: Endpoint;
  /** The full pattern under the mount, e.g. `/v1/teams/:id`: the route template metrics and tests read. */
  path: string;
  /** Runs before the chain: the Redis gate of /v1, the body parser of writes. */
  before?: (req: Request, res: Response, next: NextFunction) => void;
  /** The endpoint's handlers (policy, upload, handler), run as one Express Route. */
  chain: RequestHandler[];
}

/**
 * Finds the declared endpoint of a request in one radix-tree lookup (find-my-way, the router of
 * Fastify) instead of Express walking ~120 route layers in turn, then runs its chain as an Express
 * Route, so sync throws, rejected promises and HEAD-as-GET behave exactly as a mounted route's.
 * Express's own matching is kept where it differs: paths are case-insensitive and a trailing slash
 * is ignored. Not found goes on to the next layer; a path that does not decode is a 400, as in Express.
 */
export function dispatchEndpoints(
  entries: readonly DispatchEntry[],
): RequestHandler & { routes: () => { path: string; method: string }[]; allowedMethods: (path: string) => string[] } {
  const tree = FindMyWay<HTTPVersion.V1>({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2048 });
  for (const entry of entries) {
    const method = entry.endpoint.route.method;
    const route: ExpressRoute = new Route(entry.path);
    route[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](...entry.chain);
    const run = entry.before
      ? (req: Request, res: Response, next: NextFunction) => entry.before!(req, res, (err?: unknown) => (err ? next(err) : route.dispatch(req, res, next)))
      : (req: Request, res: Response, next: NextFunction) => route.dispatch(req, res, next);
    tree.on(method, entry.path, () => undefined, { run });
  }
  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const found = tree.find(req.method as 'GET', req.path) ?? (req.method === 'HEAD' ? tree.find('GET', req.path) : null);
    if (!found) return next(decodes(req.path) ? undefined : new AppError(400, 'bad_request', MSG.badRequest));
    req.params = found.params as Record<string, string>;
    (found.store as { run: RequestHandler }).run(req, res, next);
  };
  // What the tree answers (not only what was asked of it): the route test compares it with the table.
  const routes = () =>
    entries.filter((e) => tree.findRoute(e.endpoint.route.method, e.path) !== null).map((e) => ({ path: e.path, method: e.endpoint.route.method }));
  // The methods a path answers, from the same tree (405 `Allow`, OPTIONS): GET brings HEAD, as Express answers it.
  const methods = [...new Set(entries.map((e) => e.endpoint.route.method))];
  const allowedMethods = (path: string) => {
    const found = methods.filter((m) => tree.find(m as 'GET', path));
    return (found.includes('GET') ? [...found, 'HEAD'] : found).sort();
  };
  return Object.assign(dispatch, { routes, allowedMethods });
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
