import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { createApp } from '../app.ts';
import { apiEndpoints } from '../endpoints.ts';
import { routeTable } from './methods.ts';

/** Routes that are not endpoints of the table on purpose, each with why. */
const UNDECLARED: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
};

const t = useTestApi();

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
});
