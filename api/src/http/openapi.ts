import { z } from 'zod';
import type { RouteDecl } from '@fanhub/shared';
import { APP_VERSION } from '../config.ts';
import type { Endpoint } from './endpoint.ts';

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, as a request reads it or an answer is. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    // Answers are checked with zod, which lets extra fields through: the document says the same.
    override: ({ jsonSchema }) => {
      if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  }) as Json;
  return rest;
}

const ERROR_BODY: Json = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string', description: 'What the user is told, in Russian' },
    code: { type: 'string', description: 'A stable machine-readable code' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
  },
};
const errorAnswer = (description: string): Json => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function parameters(route: RouteDecl): Json[] {
  const path = Object.entries(route.params ?? {}).map(([name, p]) => ({
    name,
    in: 'path',
    required: true,
    schema: p.kind === 'id' ? { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } : { type: 'string', ...(p.pattern ? { pattern: p.pattern.source } : {}) },
  }));
  const query = route.query ? jsonSchema(route.query, 'input') : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const props = (query?.properties ?? {}) as Record<string, Json>;
  return [...path, ...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBody(route: RouteDecl): Json | undefined {
  if (route.upload) {
    const fields = route.body ? jsonSchema(route.body, 'input') : { type: 'object', properties: {} };
    const properties = { ...(fields.properties as Json), [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } };
    const required = [...((fields.required as string[]) ?? []), ...(route.upload.required ? [route.upload.field] : [])];
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
  }
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body, 'input');
  return { required: true, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
}

function success(route: RouteDecl): [string, Json] {
  const { answer } = route;
  if (answer === null) return [String(route.status ?? 204), { description: 'Done' }];
  if ('media' in answer) return [String(route.status ?? 200), { description: 'The file', content: { [answer.media]: {} } }];
  return [String(route.status ?? 200), { description: 'Success', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } }];
}

/** The OpenAPI 3.1 document of the declared endpoints: what `/api/openapi.json` serves. */
export function openApiDocument(endpoints: readonly Endpoint[]): Json {
  const paths: Record<string, Json> = {};
  for (const { route, policy } of endpoints) {
    const path = `${route.root ? '' : '/v1'}${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const responses: Json = Object.fromEntries([success(route)]);
    if (route.redirects) responses['302'] = { description: 'A redirect (an OAuth return)' };
    if (route.params || route.query || route.body || route.upload) responses['422'] = errorAnswer('Invalid input');
    if (route.params) responses['404'] = errorAnswer('No such record (a malformed id too)');
    if (policy.signedIn) responses['401'] = errorAnswer('Not signed in');
    if (policy.allows) responses['403'] = errorAnswer('Not allowed');
    responses['503'] = errorAnswer('Temporarily unavailable (Retry-After)');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      tags: [route.tag],
      'x-policy': policy.name,
      description: `Who may call it: ${policy.description}.`,
      ...(policy.signedIn ? { security: [{ bearer: [] }] } : {}),
      parameters: parameters(route),
      ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'fanhub API',
      version: APP_VERSION,
      description: 'The API of fanhub. Every text a user sees (`detail`) is Russian. Generated from the declared endpoints.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { Error: ERROR_BODY },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
