import type { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { Endpoint } from './endpoint.ts';
import { openApiDocument } from './openapi.ts';

/**
 * `/api/openapi.json` (the document, made once from the declared endpoints, when first asked for:
 * it costs half a second of CPU that a start — each replica, each test's API — need not pay) and
 * `/api/docs` (Swagger UI, served from our own node_modules: no outside host is needed to read it).
 */
export function serveApiDocument(api: Router, endpoints: readonly Endpoint[]): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (_req, res) => void res.json((document ??= openApiDocument(endpoints))));
  api.use('/docs', swaggerUi.serve, swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' }, customSiteTitle: 'fanhub API' }));
}
