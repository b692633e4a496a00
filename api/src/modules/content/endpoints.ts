import { CONTENT_SCHEMAS, isContentKey, MSG } from '@fanhub/shared';
import { CONTENT_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { expectedVersion, withVersionEtag } from '../../http/if-match.ts';
import { parse } from '../../http/validate.ts';
import * as content from './service.ts';

/** The content area's table: the public read and the admin write of site content. */
export const contentEndpoints = (ctx: AppContext) => [
  endpoint(R.read, 'content.read', async ({ res }) => {
    const snapshot = await content.readAll(ctx);
    // Revalidate every time (the /api default is no-store); Express answers a matching ETag with 304.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', snapshot.etag);
    return snapshot.response;
  }),

  // One key as its editor edits it, with its version as a strong ETag.
  endpoint(R.adminRead, 'content.edit', async ({ res, params }) => {
    const { key } = params;
    if (!isContentKey(key)) throw new AppError(404, 'content_key_unknown', MSG.contentKeyUnknown(key));
    return withVersionEtag(res, content.readKey(ctx, key));
  }),

  endpoint(R.write, 'content.edit', async ({ req, res, user, params, body }) => {
    const { key } = params;
    if (!isContentKey(key)) throw new AppError(404, 'content_key_unknown', MSG.contentKeyUnknown(key));
    return withVersionEtag(res, content.write(ctx, key, parse(CONTENT_SCHEMAS[key], body), user.id, expectedVersion(req)));
  }),
];
