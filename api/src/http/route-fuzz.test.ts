import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@fanhub/shared';
import { z } from 'zod';
import { startFakeGoogle, startFakeTelegram, startFakeTwitch, startFakeYoutubeProbe, startTestApi, type TestApi } from '@fanhub/testing';
import { createApp } from '../app.ts';
import { sessions, users } from '../db/schema.ts';
import { routeTable } from './methods.ts';

/**
 * Every route of the app's own route table (so a new route is fuzzed without being listed here) ×
 * its methods × anonymous, member and admin, with malformed params, queries and bodies made by
 * fast-check from the field names of the shared contracts. No answer may be a 5xx, a refused
 * request (4xx) must leave the database exactly as it was, and its status must be one the API
 * document lists for that operation (the codes are held to the route's declaration by every test
 * file, this one too: declared-errors.setup.ts). Fixed seed: FUZZ_SEED / FUZZ_RUNS replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 18_2026);
/** Cases per route, method and role (anonymous gets a third: it is stopped before the handler). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApi;
const fakes: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  // Every upstream configured (fakes on 127.0.0.1), so no route stops at 'not configured' (503).
  const [google, twitch, telegram, probe] = await Promise.all([
    startFakeGoogle({ streamerChannelId: 'UCfuzzChannel0000000000A' }),
    startFakeTwitch(),
    startFakeTelegram(),
    startFakeYoutubeProbe(),
  ]);
  fakes.push(google, twitch, telegram, probe);
  t = await startTestApi({
    ...google.env,
    ...telegram.env,
    ...probe.env,
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all(fakes.map((f) => f.close()));
});

// ── What the inputs are made of ──────────────────────────────────────────────────────────────

/** Field names of every body and query contract in @fanhub/shared (objects inside pipes and unions too). */
function contractFields(): string[][] {
  const found: string[][] = [];
  const visit = (s: unknown, depth = 0): void => {
    if (depth > 4 || !(s instanceof z.ZodType)) return;
    if (s instanceof z.ZodObject) found.push(Object.keys(s.shape));
    else if (s instanceof z.ZodPipe) visit(s.in, depth + 1);
    else if (s instanceof z.ZodArray) visit(s.element, depth + 1);
  };
  for (const value of Object.values(shared)) visit(value);
  for (const schema of Object.values(shared.CONTENT_SCHEMAS)) visit(schema);
  return found.filter((keys) => keys.length > 0);
}

const NASTY = [
  '0x10',
  '1e0',
  '-1',
  '+1',
  '01',
  '1.0',
  ' 1',
  '0',
  '99999999999999',
  '2147483648',
  '12345',
  '000000',
  'ABCDE-12345',
  '9223372036854775808',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '..',
  '.',
  "'; drop table users; --",
  '😀',
  'ёЁ\u202e\u200b',
  '\ud800',
  '<script>alert(1)</script>',
  'x'.repeat(3000),
];
/** Path segments sent exactly as written: broken escapes, NUL, traversal, overlong UTF-8. */
const RAW_SEGMENTS = ['%00', '%', '%zz', '%2e%2e', '%2F', '%C0%AE', '%FF', '%ED%A0%80', '..', '%E2%80%AE'];

const nastyString = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 12 }));
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53, [], {}, ''),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 4 }),
);
/** Values a contract may accept, mixed in so that some bodies get past their first field and deeper into a handler. */
const plausible = fc.constantFrom(
  'fuzz@example.org',
  'correct horse 1',
  'fuzz_user',
  '#FF00FF',
  'https://example.org/x',
  '/media/x.png',
  'Название',
  'dQw4w9WgXcQ',
  '2026-01-01',
  'week',
  'admin',
  'public',
  true,
  false,
  1,
  5,
);
const fieldValue = fc.oneof({ weight: 3, arbitrary: wrongValue }, { weight: 2, arbitrary: plausible });

interface Body {
  type?: string;
  text?: string;
  form?: [string, string][];
  multipart?: { fields: [string, string][]; file?: { field: string; bytes: Uint8Array; name: string } };
}
/**
 * A query longer than Node's request-line and header limit (16 KB in all) is refused by Node's HTTP
 * parser with a bare 431 before any route sees it: it tests Node, not a route. Queries are cut at a
 * pair boundary to 8 KB (the longest pair, a 3 000-character value, stays whole), which leaves the
 * other cases as they were.
 */
const QUERY_LIMIT = 8_000;
const withinRequestLine = (query: string): string => (query.length <= QUERY_LIMIT ? query : query.slice(0, Math.max(0, query.lastIndexOf('&', QUERY_LIMIT))));

interface Case {
  params: Record<string, string>;
  query: string;
  body: Body;
}

function caseOf(path: string, fields: string[][], realIds: string[]): fc.Arbitrary<Case> {
  const keys = fc.oneof(fc.constantFrom(...fields), fc.array(fc.constantFrom(...fields.flat()), { minLength: 1, maxLength: 4 }));
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const param = fc.oneof(
    { weight: 6, arbitrary: nastyString.map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/gu, '\ufffd'))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(...realIds) },
  );
  const params = fc.tuple(...names.map(() => param)).map((vs) => Object.fromEntries(names.map((n, i) => [n, vs[i]!])));
  const scalar = fieldValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const query = fc.oneof(
    fc.constant(''),
    fc
      .tuple(keys, fc.array(scalar, { minLength: 1, maxLength: 4 }))
      .map(([ks, vs]) =>
        new URLSearchParams(
          ks.flatMap((k, i) =>
            i % 2
              ? [
                  [k, vs[i % vs.length]!],
                  [k, 'again'],
                ]
              : [[k, vs[i % vs.length]!]],
          ),
        ).toString(),
      )
      .map(withinRequestLine),
    fc.constantFrom('page=99999999999999999999&limit=-1', 'q=%', 'q[$gt]=&page[]=1', 'range=forever', 'user_id=0x10&limit=1e3', `q=${'a'.repeat(5000)}`),
  );
  const jsonObject = fc
    .tuple(keys, fc.array(fieldValue, { minLength: 1, maxLength: 8 }))
    .map(([ks, vs]) => Object.fromEntries(ks.map((k, i) => [k, vs[i % vs.length]])));
  const nested = fc.integer({ min: 50, max: 2000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
  const body: fc.Arbitrary<Body> = fc.oneof(
    fc.constant({}),
    jsonObject.map((v) => ({ type: 'application/json', text: JSON.stringify(v) })),
    wrongValue.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
    fc.constantFrom('{', '{"a":', 'nul', '[1,', '"\\ud800"', '{"__proto__":{"isAdmin":true}}', '\u0000').map((text) => ({ type: 'application/json', text })),
    nested.map((text) => ({ type: 'application/json', text })),
    fc.constant({ type: 'application/json', text: JSON.stringify({ text: 'x'.repeat(120_000) }) }),
    fc
      .tuple(keys, fc.array(scalar, { minLength: 1, maxLength: 4 }))
      .map(([ks, vs]) => ({ form: ks.map((k, i) => [k, vs[i % vs.length]!] as [string, string]) })),
    fc
      .constantFrom('a[b][c]=1&a=2', 'user_id=1&user_id=2', '%=%', 'is_public=maybe&name=')
      .map((text) => ({ type: 'application/x-www-form-urlencoded', text })),
    fc
      .tuple(keys, scalar, fc.uint8Array({ maxLength: 64 }), fc.constantFrom('file', 'logo_file', 'logo', 'avatar'))
      .map(([ks, v, bytes, field]) => ({ multipart: { fields: ks.map((k) => [k, v] as [string, string]), file: { field, bytes, name: 'x.png' } } })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/json; charset=utf-16',
          'application/x-www-form-urlencoded; charset=koi8-r',
          'multipart/form-data',
        ),
        scalar,
      )
      .map(([type, text]) => ({ type, text })),
  );
  return fc.record({ params, query, body });
}

// ── Sending one case ─────────────────────────────────────────────────────────────────────────

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

function urlOf(path: string, c: Case): string {
  const url = path.replace(/:(\w+)/g, (_m, name: string) => c.params[name]!);
  return c.query ? `${url}?${c.query}` : url;
}

async function send(method: Method, url: string, body: Body, token: string | undefined, n: number) {
  // A client address of its own per case: the login limiter counts per address, and loopback trusts X-Forwarded-For.
  let req = t
    .http()
    [method](url)
    .set('X-Forwarded-For', `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (body.multipart) {
    for (const [k, v] of body.multipart.fields) req = req.field(k, v);
    const f = body.multipart.file;
    if (f) req = req.attach(f.field, Buffer.from(f.bytes), f.name);
  } else if (body.form) {
    req = req.type('form').send(new URLSearchParams(body.form).toString());
  } else if (body.text !== undefined) {
    req = req.set('Content-Type', body.type!).send(body.text);
  }
  return req.ok(() => true);
}

// ── The database digest ──────────────────────────────────────────────────────────────────────

/**
 * Columns a refused request may legitimately move, left out of the digest:
 * - sessions.last_active: authentication stamps it on a session-cache miss, before any route decides;
 * - outbox.published_at: the relay marks events of earlier, accepted requests in the background.
 */
const IGNORED: Record<string, string[]> = { sessions: ['last_active'], outbox: ['published_at'] };

async function digestQuery(): Promise<string> {
  const tables = await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = (tables as { rows: { name: string }[] }).rows.map(({ name }) => {
    const row = IGNORED[name] ? `(to_jsonb(t) - array[${IGNORED[name].map((c) => `'${c}'`).join(',')}])::text` : 't::text';
    return `select '${name}' as n, coalesce(md5(string_agg(${row}, E'\\n' order by ${row})), '-') as h from "${name}" t`;
  });
  return `select md5(string_agg(n || ':' || h, ',' order by n)) as digest from (${parts.join(' union all ')}) d`;
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────

describe('route fuzz', () => {
  it('every route × method × role with malformed input: no 5xx, and a refused request changes nothing', async () => {
    const started = performance.now();
    const routes = routeTable(createApp(t.api.ctx).router).filter((r) => r.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(50);

    const member = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    const victim = await t.register();
    // Real ids for a few params (so bodies get past the id), never one of the signed-in users' own:
    // a fuzzed DELETE /users/:id that works must not sign a role out for good.
    const ownIds = new Set([String(member.id), String(admin.id)]);
    const realIds = [String(victim.id)];
    for (let i = 0; i < 3 && realIds.length < 2; i++) {
      const team = await t.http().post('/api/v1/teams').set('Authorization', `Bearer ${member.token}`).field('name', `Фазз ${i}`).expect(201);
      if (!ownIds.has(String(team.body.id))) realIds.push(String(team.body.id));
    }
    const fields = contractFields();
    // The statuses the document lists per operation, by 'METHOD /api/…/:param' as the route table names it.
    const doc = (await t.http().get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { responses: object }>> };
    const documented = new Map<string, Set<string>>(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.entries(ops).map(([m, op]) => [`${m.toUpperCase()} /api${p.replace(/\{(\w+)\}/g, ':$1')}`, new Set(Object.keys(op.responses))] as const),
      ),
    );

    const roles = [
      { name: 'anonymous', user: undefined as typeof member | undefined, runs: Math.max(1, Math.ceil(RUNS / 3)) },
      { name: 'member', user: member, runs: RUNS },
      { name: 'admin', user: admin, runs: RUNS },
    ];
    const tokens = new Map<string, string>([
      ['member', member.token],
      ['admin', admin.token],
    ]);
    /** A case may end its own session (logout, end-others): sign in again so the rest still runs signed in. */
    const keepSignedIn = async (after: string) => {
      for (const role of roles) {
        if (!role.user) continue;
        const me = await t
          .http()
          .get('/api/v1/auth/me')
          .set('Authorization', `Bearer ${tokens.get(role.name)}`);
        if (me.status !== 401) continue;
        const login = await t.http().post('/api/v1/auth/login').send({ email: role.user.email, password: role.user.password });
        if (login.status !== 200) throw new Error(`${role.name} cannot sign in again (${login.status} ${login.text}) after ${after}`);
        tokens.set(role.name, login.body.access_token as string);
      }
    };

    const query = await digestQuery();
    const digest = async () => ((await t.db.execute(sql.raw(query))) as { rows: { digest: string }[] }).rows[0]!.digest;
    // The digest itself can fail: any row changed moves it, the ignored columns do not.
    const d0 = await digest();
    await t.db.update(sessions).set({ lastActive: new Date(Date.now() + 1000) });
    expect(await digest()).toBe(d0);
    await t.db.update(users).set({ bio: 'digest check' }).where(eq(users.id, victim.id));
    expect(await digest()).not.toBe(d0);
    await t.db.update(users).set({ bio: null }).where(eq(users.id, victim.id));
    expect(await digest()).toBe(d0);

    let before = d0;
    const failures: string[] = [];
    let cases = 0;
    const classes = new Map<string, number>();
    /** Sends one case and checks the two rules; the digest is re-read after every answer. */
    const check = async (role: (typeof roles)[number], method: Method, path: string, c: Case) => {
      const url = urlOf(path, c);
      const what = `${role.name} ${method.toUpperCase()} ${url.slice(0, 300)} body=${JSON.stringify(c.body).slice(0, 300)}`;
      let res;
      try {
        res = await send(method, url, c.body, role.user && tokens.get(role.name), cases++);
      } catch (err) {
        return void failures.push(`${what} → no answer: ${(err as Error).message}`);
      }
      const cls = `${Math.floor(res.status / 100)}xx`;
      classes.set(cls, (classes.get(cls) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      const after = await digest();
      if (res.status >= 400 && res.status < 500 && after !== before) failures.push(`${what} → ${res.status}, but the database changed`);
      // An empty path parameter makes another path (`/teams/` is `/teams`): its answer is that path's.
      const listed = Object.values(c.params).every(Boolean) ? documented.get(`${method.toUpperCase()} ${path}`) : undefined;
      if (res.status >= 400 && res.status < 500 && listed && !listed.has(String(res.status)))
        failures.push(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}, which the API document does not list for this operation`);
      before = after;
      if (res.status < 300 && method !== 'get') {
        await keepSignedIn(what);
        before = await digest();
      }
    };

    for (const [routeIndex, route] of routes.entries()) {
      const methods = route.methods.map((m) => m.toLowerCase()).filter((m) => m !== 'head' && m !== 'options') as Method[];
      const arb = caseOf(route.path, fields, realIds);
      for (const [mi, method] of methods.entries()) {
        for (const [ri, role] of roles.entries()) {
          const seed = SEED + routeIndex * 101 + mi * 11 + ri;
          for (const c of fc.sample(arb, { seed, numRuns: role.runs })) await check(role, method, route.path, c);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `route fuzz: ${cases} cases over ${routes.length} routes (seed ${SEED}, ${RUNS} runs per route, method and role) in ${seconds} s; answers ${[...classes]
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    if (failures.length) console.error(`route fuzz failures (${failures.length}):\n${failures.slice(0, 40).join('\n')}`);
    expect(failures).toEqual([]);
  }, 240_000);
});
