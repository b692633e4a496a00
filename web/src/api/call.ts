import { versionEtag, type AnswerOf, type BodyIn, type ParamsOf, type QueryIn, type RouteDecl } from '@fanhub/shared';
import type { ApiRoutes } from '@fanhub/shared/api';
import { api } from './client';

/**
 * Calls a declared route by its key, typed by its contract in `shared/src/api/` (types only: no
 * schema reaches the bundle). `call('PUT /teams/:id', { params: { id }, body })` answers what the
 * route declares; a wrong path, method, body or parameter does not compile.
 */
type Input<R extends RouteDecl> = (keyof ParamsOf<R> extends never ? { params?: never } : { params: ParamsOf<R> }) &
  (R extends { query: object } ? { query?: Partial<Record<keyof QueryIn<R>, string | number | boolean | undefined>> } : { query?: never }) &
  (R extends { upload: object } ? { form: FormData; body?: never } : R extends { body: object } ? { body: BodyIn<R> } : { body?: never }) & {
    options?: CallOptions;
  };

/** How a call is sent, beyond its contract. */
export interface CallOptions {
  /** false: a 401 is this call's own answer (a wrong password, a provider's "authorize again"), not an ended session. */
  notifyUnauthorized?: boolean;
  /** Sends the body as an HTML form (x-www-form-urlencoded), as sign-in takes it, instead of JSON. */
  asForm?: boolean;
  /** Cancels the call (a component gone, a probe timed out). */
  signal?: AbortSignal;
  /** An admin editor's save: the version it was made against, sent as If-Match (a stale one is a 412 `stale_version`). */
  ifMatch?: number;
}

/** A body's fields as form text; absent ones are left out (never the text 'undefined'). */
const formFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(body ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));

type Args<R extends RouteDecl> = object extends Input<R> ? [input?: Input<R>] : [input: Input<R>];

export type ApiKey = keyof ApiRoutes;
/** What a route's body takes, by its key: `BodyOf<'PUT /teams/:id'>`. */
export type BodyOf<K extends ApiKey> = BodyIn<ApiRoutes[K]>;

/** Fills `:name` from params and appends the query (empty values left out). */
export function routeUrl(path: string, params: Record<string, string | number> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));
  const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();
  return qs ? `${filled}?${qs}` : filled;
}

export function call<K extends ApiKey>(key: K, ...[input]: Args<ApiRoutes[K]>): Promise<AnswerOf<ApiRoutes[K]>> {
  const [method, path] = key.split(' ') as [RouteDecl['method'], string];
  const i = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: FormData;
    options?: CallOptions;
  };
  const asForm = i.options?.asForm === true;
  return api.request<AnswerOf<ApiRoutes[K]>>(routeUrl(path, i.params, i.query), {
    method,
    json: asForm ? undefined : i.body,
    form: asForm ? formFields(i.body) : undefined,
    multipart: i.form,
    notifyUnauthorized: i.options?.notifyUnauthorized,
    signal: i.options?.signal,
    headers: i.options?.ifMatch === undefined ? undefined : { 'If-Match': versionEtag(i.options.ifMatch) },
  });
}
