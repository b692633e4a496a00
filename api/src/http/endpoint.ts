import type { Request, RequestHandler, Response } from 'express';
import { parseId, type Action, type AnswerOf, type BodyOut, type ParamsOf, type QueryOut, type RouteDecl } from '@fanhub/shared';
import type { UserRow } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { policyOf, type Policy, type SignedIn } from './policies.ts';
import { parse } from './validate.ts';

/** What a handler is given: the request's parts already validated by the route's contract. */
export interface Call<R extends RouteDecl, Signed extends boolean> {
  req: Request;
  res: Response;
  params: ParamsOf<R>;
  query: QueryOut<R>;
  body: BodyOut<R>;
  /** The signed-in caller (always there under a signed-in policy). */
  user: Signed extends true ? UserRow : UserRow | undefined;
  /** The uploaded file of a multipart route, when one came. */
  file: Express.Multer.File | undefined;
}

type Reply<R extends RouteDecl> = R['answer'] extends null | { media: string } ? void : AnswerOf<R>;

/** One row of an area's table: the shared contract, the action it is (who may call it), and what it does. */
export interface Endpoint {
  route: RouteDecl;
  /** What calling it is, in the shared authorization model (shared/src/authz). */
  action: Action;
  /** The action's gate as the HTTP layer applies it. */
  policy: Policy;
  /** Reads a multipart upload into `req.file` (multer, with the area's own limits and messages). */
  upload?: (field: string) => RequestHandler;
  /** Reads the body as bytes, ahead of the JSON parser (a signed webhook: the signature covers them). */
  rawBody?: boolean;
  handle: (call: Call<RouteDecl, boolean>) => unknown;
}

/**
 * Declares an endpoint: its route, the action calling it is (its gate is the endpoint's policy), and
 * its handler. A JSON route returns its answer (sent with the route's status); a 204 route returns
 * nothing; a media or redirecting route writes the response itself.
 */
export function endpoint<R extends RouteDecl, A extends Action>(
  route: R,
  action: A,
  handle: (call: Call<R, SignedIn<A>>) => Promise<Reply<R>> | Reply<R>,
  options: { upload?: (field: string) => RequestHandler; rawBody?: boolean } = {},
): Endpoint {
  return { route, action, policy: policyOf(action), upload: options.upload, rawBody: options.rawBody, handle: handle };
}

/** Path values by their declared kind: a malformed id is a 404, as a missing record is. */
export function readParams(route: RouteDecl, req: Request): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(route.params ?? {})) {
    const raw = req.params[name];
    const value = param.kind === 'id' ? parseId(raw) : typeof raw === 'string' && (param.pattern?.test(raw) ?? true) ? raw : undefined;
    if (value === undefined) throw new AppError(404, param.notFound.code, param.notFound.detail);
    out[name] = value;
  }
  return out;
}

/** Builds the call from the request: params, query and body each through the route's contract. */
export function readCall(route: RouteDecl, req: Request, res: Response): Call<RouteDecl, boolean> {
  return {
    req,
    res,
    params: readParams(route, req),
    query: (route.query ? parse(route.query, req.query) : undefined) as QueryOut<RouteDecl>,
    body: (route.body ? parse(route.body, req.body) : undefined) as BodyOut<RouteDecl>,
    user: req.auth?.user,
    file: req.file,
  };
}
