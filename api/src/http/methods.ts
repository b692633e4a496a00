import type { RequestHandler, Router } from 'express';
import { MSG, type ErrorBody } from '@fanhub/shared';

interface StackLayer {
  match(path: string): false | { path: string };
  route?: { _methods(): string[] };
  handle: { stack?: StackLayer[] };
}

/** Methods the router answers at `path`, read from its own route table (nested routers too). */
export function allowedMethods(router: Router, path: string): string[] {
  const found = new Set<string>();
  const walk = (stack: StackLayer[], p: string) => {
    for (const layer of stack) {
      const m = layer.match(p);
      if (!m) continue;
      if (layer.route) for (const method of layer.route._methods()) found.add(method);
      else if (layer.handle.stack) walk(layer.handle.stack, p.slice(m.path.length) || '/');
    }
  };
  walk((router as unknown as { stack: StackLayer[] }).stack, path);
  return [...found].sort();
}

/** OPTIONS is answered here, as JSON-free 204 with `Allow` (Express would answer text/plain). */
export function answerOptions(router: Router): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const allow = allowedMethods(router, req.path);
    if (!allow.length) return next();
    res.setHeader('Allow', [...allow, 'OPTIONS'].join(', '));
    res.status(204).end();
  };
}

/** Past every route: a known path with another method is 405 with `Allow`; an unknown one 404. */
export function notFoundOrNotAllowed(router: Router): RequestHandler {
  return (req, res) => {
    const allow = allowedMethods(router, req.path);
    if (allow.length) {
      res.setHeader('Allow', [...allow, 'OPTIONS'].join(', '));
      return void res.status(405).json({ detail: MSG.methodNotAllowed, code: 'method_not_allowed' } satisfies ErrorBody);
    }
    res.status(404).json({ detail: MSG.apiNotFound, code: 'not_found' } satisfies ErrorBody);
  };
}
