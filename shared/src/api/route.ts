import type { z } from 'zod';

/**
 * The contract of one endpoint, declared once in `shared/` and read three ways: the API mounts it
 * (validation, 404 for a malformed id, 405/Allow), the OpenAPI document describes it, and the web
 * client's calls are typed by it (`import type` only, so no zod reaches the browser through it).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path parameter: a record id by the shared rule (`parseId`), or free text. */
export interface PathParam {
  kind: 'id' | 'text';
  /** What a malformed or unknown value answers (404): the same as a missing record. */
  notFound: { detail: string; code: string };
  /** Text that does not match is malformed (a 404 before any query), e.g. a YouTube video id. */
  pattern?: RegExp;
}

export interface RouteDecl {
  method: HttpMethod;
  /** Express pattern under `/api/v1` (or under `/api` with `root`), e.g. `/teams/:id`. */
  path: string;
  /** Served under `/api` itself (health, readiness), not under `/api/v1`. */
  root?: boolean;
  /** One line for the API document (English: it is read by developers, the UI never shows it). */
  summary: string;
  tag: string;
  params?: Record<string, PathParam>;
  query?: z.ZodType;
  /** A JSON (or form) body; with `upload`, the text fields of the multipart form. */
  body?: z.ZodType;
  /** A multipart upload: the file field the endpoint reads (the body schema covers the rest). */
  upload?: { field: string; required: boolean };
  /** Status of a success; 204 when `answer` is null. */
  status?: number;
  /** The JSON answer, `null` for 204, or the media type of a non-JSON answer (an image, a stream). */
  answer: z.ZodType | null | { media: string };
  /** The answer may also be a redirect (OAuth returns). */
  redirects?: boolean;
  /** Open to visitors, but a signed-in caller's token changes the answer (a giveaway shows the member's own entry). */
  optionalSignIn?: boolean;
  /** Other statuses the same JSON answer is sent with (health's 503 while degraded). */
  answersAlsoWith?: readonly number[];
  /**
   * The error codes the route answers, by status, besides those every route of its kind gets from
   * the API itself (422 for its input, 404 for its path ids, 401/403 from its policy, 503, a body
   * the HTTP layer refuses): `{ 403: ['not_eligible'], 409: ['already_entered'] }`. The API
   * document lists them; in tests an error answer a route does not declare fails the test file.
   */
  errors?: RouteErrors;
}

/** Statuses an error answer may have (the API's `{ detail, code }` body). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 416 | 422 | 429 | 502 | 503;
/** A route's own error codes by status. */
export type RouteErrors = { readonly [S in ErrorStatus]?: readonly string[] };

/** Declares a route; `const` keeps the literal method and path for the typed client. */
export const route = <const R extends RouteDecl>(decl: R): R => decl;

/** What a route declares besides its method, path, tag and summary. */
export type RouteParts = Omit<RouteDecl, 'method' | 'path' | 'tag' | 'summary'>;

/** One method's declarer: `(path, summary, parts)`, the same object `route()` would give. */
const declarer =
  <const T extends string, const M extends HttpMethod>(tag: T, method: M) =>
  <const P extends string, const S extends string, const X extends RouteParts>(path: P, summary: S, parts: X) =>
    // `root` (when given) keeps its place after the path, as the tables wrote it before.
    route({ method, path, ...('root' in parts ? { root: parts.root } : {}), tag, summary, ...parts }) as { method: M; path: P; tag: T; summary: S } & X;

/** A table's declarers bound to its tag: `routes('auth').post('/auth/login', 'Sign in', { body, answer })`. */
export const routes = <const T extends string>(tag: T) => ({
  get: declarer(tag, 'GET'),
  post: declarer(tag, 'POST'),
  put: declarer(tag, 'PUT'),
  patch: declarer(tag, 'PATCH'),
  del: declarer(tag, 'DELETE'),
});

export const idParam = (detail: string, code: string) => ({ kind: 'id', notFound: { detail, code } }) as const satisfies PathParam;
export const textParam = (detail: string, code: string, pattern?: RegExp) =>
  ({ kind: 'text', notFound: { detail, code }, ...(pattern ? { pattern } : {}) }) as const satisfies PathParam;

type Part<R, K extends 'query' | 'body', Mode extends 'in' | 'out'> = R extends { [P in K]: infer S extends z.ZodType }
  ? Mode extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** Path values as the caller gives them (ids as numbers) and as the handler gets them. */
export type ParamsOf<R extends RouteDecl> = R extends { params: infer P extends Record<string, PathParam> }
  ? { [K in keyof P]: P[K]['kind'] extends 'id' ? number : string }
  : Record<never, never>;
export type QueryIn<R extends RouteDecl> = Part<R, 'query', 'in'>;
export type QueryOut<R extends RouteDecl> = Part<R, 'query', 'out'>;
export type BodyIn<R extends RouteDecl> = Part<R, 'body', 'in'>;
export type BodyOut<R extends RouteDecl> = Part<R, 'body', 'out'>;
/** What a success carries: the JSON answer's type, nothing for 204, a body of its own for media. */
export type AnswerOf<R extends RouteDecl> = R['answer'] extends z.ZodType ? z.output<R['answer']> : R['answer'] extends null ? void : unknown;

/** `'PUT /teams/:id'`: the key the web client calls a route by. */
export type RouteKey<R extends RouteDecl> = `${R['method']} ${R['path']}`;

/** The declarations of an area's table (an object of routes), as a union. */
export type RoutesOf<T extends Record<string, RouteDecl>> = T[keyof T];
/** Routes keyed by `RouteKey`: what the web client calls them by. */
export type RouteMap<R extends RouteDecl> = { [X in R as RouteKey<X>]: X };
