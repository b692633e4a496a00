import { ErrorBody, type RouteDecl } from '@fanhub/shared';
import { APP_VERSION } from '../config.ts';
import { errorsOf } from './declared-errors.ts';
import type { Endpoint } from './endpoint.ts';
import { SchemaComponents } from './openapi-schemas.ts';

type Json = Record<string, unknown>;

/** What each error status means, before its codes. */
const ERROR_TITLES: Record<number, string> = {
  400: 'A request the API cannot read',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such record (a malformed id too)',
  409: 'Conflicts with the state of the record',
  410: 'Gone',
  412: 'Precondition failed (a stale If-Match)',
  413: 'Too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  422: 'Invalid input',
  429: 'Too many requests (Retry-After)',
  502: 'An outside service failed',
  503: 'Temporarily unavailable (Retry-After)',
};

/** One error status of an operation: the error body, its `code` one of those listed. */
function errorAnswer(status: number, codes: Set<string>): Json {
  const list = [...codes].sort();
  return {
    description: `${ERROR_TITLES[status] ?? 'Error'}: ${list.map((c) => `\`${c}\``).join(', ')}`,
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { required: ['code'], properties: { code: { enum: list } } }] },
      },
    },
  };
}

function parameters(route: RouteDecl, schemas: SchemaComponents): Json[] {
  const path = Object.entries(route.params ?? {}).map(([name, p]) => ({
    name,
    in: 'path',
    required: true,
    schema: p.kind === 'id' ? { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } : { type: 'string', ...(p.pattern ? { pattern: p.pattern.source } : {}) },
  }));
  // A query is read as separate parameters: its shape stays inline.
  const query = route.query ? schemas.convert(route.query, 'input', { named: false }) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const props = (query?.properties ?? {}) as Record<string, Json>;
  return [...path, ...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBody(route: RouteDecl, schemas: SchemaComponents): Json | undefined {
  if (route.upload) {
    // The multipart form is built around the body's fields: they stay inline.
    const fields = route.body ? schemas.convert(route.body, 'input', { named: false }) : { type: 'object', properties: {} };
    const properties = { ...(fields.properties as Json), [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } };
    const required = [...((fields.required as string[]) ?? []), ...(route.upload.required ? [route.upload.field] : [])];
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
  }
  if (!route.body) return undefined;
  const schema = schemas.convert(route.body, 'input');
  return { required: true, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
}

function successes(route: RouteDecl, schemas: SchemaComponents): Json {
  const { answer } = route;
  if (answer === null) return { [String(route.status ?? 204)]: { description: 'Done' } };
  if ('media' in answer) return { [String(route.status ?? 200)]: { description: 'The file', content: { [answer.media]: {} } } };
  const content = { 'application/json': { schema: schemas.convert(answer, 'output') } };
  const out: Json = { [String(route.status ?? 200)]: { description: 'Success', content } };
  for (const status of route.answersAlsoWith ?? []) out[String(status)] = { description: 'The same answer, with this status', content };
  return out;
}

/**
 * Who may call it, as OpenAPI says it: nobody needs a token (`[]`), a token is optional (it changes
 * the answer), or the bearer token is required.
 */
function security(route: RouteDecl, endpoint: Endpoint): Json[] {
  if (endpoint.policy.signedIn) return [{ bearer: [] }];
  return route.optionalSignIn ? [{}, { bearer: [] }] : [];
}

/** The OpenAPI 3.1 document of the declared endpoints: what `/api/openapi.json` serves. */
export function openApiDocument(endpoints: readonly Endpoint[]): Json {
  const schemas = new SchemaComponents();
  schemas.convert(ErrorBody, 'output');
  const paths: Record<string, Json> = {};
  for (const ep of endpoints) {
    const { route, policy } = ep;
    const path = `${route.root ? '' : '/v1'}${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const responses: Json = successes(route, schemas);
    if (route.redirects) responses['302'] = { description: 'A redirect (an OAuth return)' };
    const errors = errorsOf(ep);
    for (const status of [...errors.keys()].sort((a, b) => a - b)) responses[String(status)] = errorAnswer(status, errors.get(status)!);
    const body = requestBody(route, schemas);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      tags: [route.tag],
      'x-policy': policy.name,
      description: `Who may call it: ${policy.description}.`,
      security: security(route, ep),
      parameters: parameters(route, schemas),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'fanhub API',
      version: APP_VERSION,
      description:
        'The API of fanhub. Every text a user sees (`detail`) is Russian; every error answer is the `Error` body, its `code` one of those its operation lists. Generated from the declared endpoints.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: schemas.schemas(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
