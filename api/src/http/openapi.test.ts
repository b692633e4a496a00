import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { createApp } from '../app.ts';
import { apiEndpoints } from '../endpoints.ts';
import { errorsOf } from './declared-errors.ts';
import { routeTable } from './methods.ts';
import { openApiDocument } from './openapi.ts';
import { SchemaComponents } from './openapi-schemas.ts';

/** Routes that are not endpoints of the table on purpose, each with why. */
const UNDECLARED: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
};

const t = useTestApi();

type Json = Record<string, unknown>;
interface Operation {
  security: Json[];
  parameters: { name: string; in: string; schema: { pattern?: string } }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}
const documentOf = () => openApiDocument(apiEndpoints(t.api.ctx)) as unknown as Doc;
const operationOf = (doc: Doc, route: { method: string; path: string; root?: boolean }) =>
  doc.paths[`${route.root ? '' : '/v1'}${route.path.replace(/:(\w+)/g, '{$1}')}`]![route.method.toLowerCase()]!;

/** A schema with every `$ref` to a component replaced by the component (its siblings kept). */
function resolved(node: unknown, schemas: Record<string, Json>, depth = 0): unknown {
  if (depth > 40) throw new Error('a reference cycle');
  if (Array.isArray(node)) return node.map((n) => resolved(n, schemas, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Json;
  const base = typeof $ref === 'string' ? (resolved(schemas[$ref.replace('#/components/schemas/', '')], schemas, depth + 1) as Json) : {};
  return { ...base, ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolved(v, schemas, depth + 1)])) };
}

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document, served at /api/openapi.json', async () => {
    const res = await t.http().get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.http().get('/api/docs/').expect(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('swagger-ui');
  });

  it('declares every route the app serves, and the app serves every declared one', async () => {
    const served = routeTable(createApp(t.api.ctx).router)
      .filter((r) => r.path.startsWith('/api/'))
      .flatMap((r) => r.methods.filter((m) => m.toLowerCase() !== 'head').map((m) => `${m.toUpperCase()} ${r.path}`));
    const declared = apiEndpoints(t.api.ctx).map(({ route }) => `${route.method} ${route.root ? '/api' : '/api/v1'}${route.path}`);
    const undeclared = served.filter((key) => !declared.includes(key) && !(key in UNDECLARED));
    expect(undeclared).toEqual([]);
    expect(declared.filter((key) => !served.includes(key))).toEqual([]);
    const doc = (await t.http().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} /api${p.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.sort()).toEqual([...declared].sort());
  });

  it('names the shared shapes once (a giveaway, a team, a member…) and refers to them by name', () => {
    const doc = documentOf();
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['Error', 'GiveawayView', 'TeamView', 'TeamMemberView', 'MeView', 'WinnerView']));
    const answer = (path: string, method = 'get', status = '200') => doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
    expect(answer('/v1/giveaways/{id}')).toEqual({ $ref: '#/components/schemas/GiveawayView' });
    expect(answer('/v1/auth/me')).toEqual({ $ref: '#/components/schemas/MeView' });
    expect(answer('/v1/users/{id}/teams')).toMatchObject({ properties: { teams: { items: { $ref: '#/components/schemas/TeamView' } } } });
    // The team's members are named inside the team too.
    expect(JSON.stringify(doc.components.schemas.TeamView)).toContain('#/components/schemas/TeamMemberView');
    // Every reference points at a component that is there.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('says with names exactly what it says inline: each schema, its references resolved, is its contract converted whole', () => {
    const doc = documentOf();
    const inline = new SchemaComponents();
    for (const { route } of apiEndpoints(t.api.ctx)) {
      const op = operationOf(doc, route);
      if (route.body && !route.upload) {
        const schema = op.requestBody!.content['application/json']!.schema;
        expect([route.path, resolved(schema, doc.components.schemas)]).toEqual([route.path, inline.convert(route.body, 'input', { named: false })]);
      }
      if (route.answer && 'parse' in route.answer) {
        const schema = op.responses[String(route.status ?? 200)]!.content!['application/json']!.schema;
        const whole = inline.convert(route.answer, 'output', { named: false });
        expect([route.path, resolved(schema, doc.components.schemas)]).toEqual([route.path, whole]);
      }
    }
  });

  it('lists the errors each operation answers, with the one error body, and no input error where there is no input', () => {
    const doc = documentOf();
    const endpoints = apiEndpoints(t.api.ctx);
    for (const ep of endpoints) {
      const op = operationOf(doc, ep.route);
      const errors = errorsOf(ep);
      const listed = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      expect([ep.route.path, listed]).toEqual([ep.route.path, [...errors.keys()].sort().map(String)]);
      for (const [status, codes] of errors) {
        const schema = op.responses[String(status)]!.content!['application/json']!.schema;
        expect(schema).toEqual({ allOf: [{ $ref: '#/components/schemas/Error' }, { required: ['code'], properties: { code: { enum: [...codes].sort() } } }] });
      }
    }
    const enter = operationOf(doc, { method: 'POST', path: '/giveaways/:id/entries' });
    expect(enter.responses['403']!.description).toContain('`not_eligible`');
    expect(enter.responses['409']!.description).toContain('`already_entered`');
    expect(enter.responses['401']).toBeDefined();
    // A path id alone is a 404 when malformed, never a 422; a body is a 422.
    expect(operationOf(doc, { method: 'GET', path: '/giveaways/:id' }).responses['422']).toBeUndefined();
    expect(operationOf(doc, { method: 'POST', path: '/admin/giveaways' }).responses['422']).toBeDefined();
    expect(doc.components.schemas.Error).toMatchObject({ required: ['detail'], properties: { detail: { type: 'string' }, code: { type: 'string' } } });
  });

  it('says which operations need the bearer token, which read it if sent, and which are public', () => {
    const doc = documentOf();
    for (const ep of apiEndpoints(t.api.ctx)) {
      const expected = ep.policy.signedIn ? [{ bearer: [] }] : ep.route.optionalSignIn ? [{}, { bearer: [] }] : [];
      expect([ep.route.method, ep.route.path, operationOf(doc, ep.route).security]).toEqual([ep.route.method, ep.route.path, expected]);
    }
    expect(operationOf(doc, { method: 'GET', path: '/content' }).security).toEqual([]);
    expect(operationOf(doc, { method: 'GET', path: '/giveaways' }).security).toEqual([{}, { bearer: [] }]);
  });

  it('has no two paths one request could match, reading each path parameter by its pattern', () => {
    // Redocly's no-ambiguous-paths (off in redocly.yaml) reads templates without their patterns; this
    // is the check. Where one path is literal wherever the two differ (`/admin/videos/mirror` and
    // `/admin/videos/{id}`), OpenAPI matches the literal one first, as the router does: not ambiguous.
    // Two paths each literal where the other has a parameter are, unless a pattern keeps them apart.
    const doc = documentOf();
    type Segment = string | { param: string };
    const templates = Object.entries(doc.paths).map(([path, ops]) => {
      const patterns = new Map(
        Object.values(ops).flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema.pattern] as const)),
      );
      const segments: Segment[] = path.split('/').map((s) => (/^\{(\w+)\}$/.test(s) ? { param: patterns.get(s.slice(1, -1)) ?? '' } : s.toLowerCase()));
      return { path, segments };
    });
    const meet = (a: Segment, b: Segment): boolean =>
      typeof a === 'string' ? (typeof b === 'string' ? a === b : new RegExp(b.param).test(a)) : typeof b === 'string' ? meet(b, a) : true;
    const literalWhereParam = (a: Segment[], b: Segment[]) => a.some((s, k) => typeof s === 'string' && typeof b[k] !== 'string');
    const ambiguous = templates.flatMap((a, i) =>
      templates
        .slice(i + 1)
        .filter((b) => a.segments.length === b.segments.length && a.segments.every((s, k) => meet(s, b.segments[k]!)))
        .filter((b) => literalWhereParam(a.segments, b.segments) && literalWhereParam(b.segments, a.segments))
        .map((b) => `${a.path} ~ ${b.path}`),
    );
    expect(ambiguous).toEqual([]);
    // What redocly warns about: `/teams/by-code/{code}` and `/teams/{id}/logo` cross, but an id is digits only.
    expect(meet('by-code', { param: '^[1-9][0-9]{0,9}$' })).toBe(false);
    expect(meet('by-code', { param: '' })).toBe(true);
  });
});
