import path from 'node:path';
import type { Response } from 'express';
import { statFile } from './range.ts';

/**
 * Hands a file the API has decided to serve to the web server in front (nginx): `X-Accel-Redirect`
 * names it under an `internal` location that aliases the video directory, and nginx sends the bytes
 * itself, with Range, ETag and 304 (web/nginx.conf). The file is looked at here, so a copy that has
 * gone is still our 404 in Russian rather than nginx's page. Cache-Control and Content-Type are
 * kept by nginx from this answer.
 */
export async function sendThroughEdge(res: Response, file: string, prefix: string, contentType: string, notFound: string): Promise<void> {
  await statFile(file, notFound);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Accel-Redirect', prefix + encodeURIComponent(path.basename(file)));
  res.status(200).end();
}
