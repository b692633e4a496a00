import { z } from 'zod';
import { ContentResponse, ContentWriteView } from '../contracts/content.ts';
import { MSG } from '../messages.ts';
import { EDIT_VERSION_ERRORS } from './edit-version.ts';
import { routes, textParam } from './route.ts';

const r = routes('content');

/** Site content: the public read of every key and the admin's write of one. */
export const CONTENT_ROUTES = {
  read: r.get('/content', 'Every key of the site content with its last change (strong ETag: 304 on a matching If-None-Match)', { answer: ContentResponse }),
  adminRead: r.get('/admin/content/:key', "One key as the admin's editor edits it: its value and version (also the strong ETag)", {
    params: { key: textParam(MSG.notFound, 'content_key_unknown') },
    answer: ContentWriteView,
  }),
  write: r.put(
    '/admin/content/:key',
    "Replace one key's value (admin); the body is checked by that key's schema, an unknown key is a 404. With If-Match (the key's ETag) a stale save is a 412 \"stale_version\" carrying the key as stored now",
    {
      // The 404 of an unknown key names the key: the handler answers it.
      params: { key: textParam(MSG.notFound, 'content_key_unknown') },
      body: z.unknown().describe("The key's new value, by its schema in CONTENT_SCHEMAS"),
      answer: ContentWriteView,
      ...EDIT_VERSION_ERRORS,
    },
  ),
} as const;
