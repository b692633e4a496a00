import type { ErrorStatus } from '@fanhub/shared';
import type { Endpoint } from './endpoint.ts';
import { errorAnswer } from './errors.ts';

/** Error codes by status: what one endpoint may answer. */
export type ErrorCodes = Map<number, Set<string>>;

/** 401 of a signed-in policy: no token, a bad or expired one, an ended session, a blocked account (http/auth.ts, identity/tokens.ts, identity/sessions.ts). */
const SIGN_IN = ['unauthorized', 'invalid_token', 'token_expired', 'session_ended', 'user_blocked'];
/** What the body reader of every /v1 write refuses (app.ts `parseBody`: the media type, JSON, the form, the NUL check). */
const BODY_READER: Partial<Record<ErrorStatus, string[]>> = {
  400: ['bad_json', 'bad_request', 'nul_character'],
  413: ['body_too_large', 'too_many_fields'],
};

/**
 * Every error an endpoint may answer: what the API gives every route of its kind (derived here from
 * the declaration and the policy, so a new route gets them without a word) and the route's own
 * `errors`. The API document lists these; in tests an answer outside them is reported (below).
 */
export function errorsOf({ route, policy, rawBody }: Endpoint): ErrorCodes {
  const codes: ErrorCodes = new Map();
  const add = (status: number, ...list: readonly string[]) => {
    const set = codes.get(status) ?? new Set<string>();
    for (const code of list) set.add(code);
    codes.set(status, set);
  };
  const params = Object.values(route.params ?? {});
  // A path segment that does not decode is a 400 before any route is chosen; a malformed or unknown id is the record's 404.
  if (params.length) add(400, 'bad_request');
  for (const param of params) add(404, param.notFound.code);
  // Free text reaches the database as it came: a NUL character there is PostgreSQL's refusal (errors.ts).
  if (params.some((p) => p.kind === 'text')) add(400, 'nul_character');
  if (route.query || route.body || route.upload) add(422, 'validation_failed');
  if (route.query || route.body) add(400, 'nul_character');
  if (!route.root && route.method !== 'GET') {
    if (rawBody) add(413, 'body_too_large');
    else for (const [status, list] of Object.entries(BODY_READER)) add(Number(status), ...list);
    // A body of another type is 415 (errors.ts `requireKnownBodyType`; DELETE is spared that check),
    // and on every method a JSON or form body in a charset the parser cannot read is 415 too.
    if (!rawBody) add(415, 'unsupported_media_type');
  }
  if (route.upload) add(400, 'bad_multipart');
  if (policy.signedIn) add(401, ...SIGN_IN);
  if (policy.allows) add(403, 'forbidden');
  // The database or Redis away: every route, health's included.
  add(503, 'database_unavailable', 'unavailable');
  for (const [status, list] of Object.entries(route.errors ?? {})) add(Number(status), ...list);
  return codes;
}

const known = new WeakMap<Endpoint, ErrorCodes>();
const undeclared = new Set<string>();

/**
 * In tests (mount.ts): notes an error answer its endpoint does not declare. The answer itself is
 * left as it is, so the test that caused it still sees what the API says; the file's run fails at
 * its end (declared-errors.setup.ts) naming the route, status and code to declare.
 */
export function noteErrorAnswer(ep: Endpoint, err: unknown): void {
  const answer = errorAnswer(err);
  // A 500 is a bug, not an answer: the tests that meet one fail on it already.
  if (!answer?.body.code) return;
  const codes = known.get(ep) ?? errorsOf(ep);
  known.set(ep, codes);
  if (!codes.get(answer.status)?.has(answer.body.code)) undeclared.add(`${ep.route.method} ${ep.route.path} answered ${answer.status} \`${answer.body.code}\``);
}

/** Error answers seen (in this test file) that their routes do not declare; the list starts again empty. */
export function takeUndeclaredErrorAnswers(): string[] {
  const found = [...undeclared].sort();
  undeclared.clear();
  return found;
}
