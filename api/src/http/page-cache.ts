import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import etag from 'etag';
import type { Request, Response } from 'express';
import { VersionedCache } from './versioned-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendering of the page, kept with its compressed forms and ETag. */
export interface Rendered {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface PageRendering {
  html: string;
  /** False when a part could not be read (the database was down): served, but not kept. */
  complete: boolean;
}

/**
 * Brotli and gzip levels of the page. A new version comes with a change the visitors are told of at
 * the same moment (the stream went live, its viewers changed): Brotli 11 took ~65 ms of the server's
 * core for the 15 KB page (measured on the bench machine), right while that event went out to every
 * socket, to save ~450 bytes (10 %) per load; at 6 it takes under a millisecond. gzip 9 wrote about
 * the same bytes as 6 in 8× the time. The build's assets, compressed once per build, keep Brotli 11.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/**
 * The first page, rendered once per version and answered from memory. `invalidate()` (called when
 * the site content or the stream state changes) makes the next request render it again; requests
 * that arrive meanwhile share that one rendering. Compressed once per version instead of per request.
 */
export class PageCache extends VersionedCache<Rendered> {
  constructor(render: () => Promise<PageRendering>) {
    super(async () => {
      const { html, complete } = await render();
      const identity = Buffer.from(html);
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzipAsync(identity, { level: GZIP_LEVEL }),
      ]);
      return { value: { identity, br, gzip: gz, etag: etag(identity) }, complete };
    });
  }
}

/**
 * The page's headers besides the security headers, in the order they are set: `kept` also go with a
 * 304, `content` only with the page itself. first-screen.ts sends the same.
 */
export function pageHeaders(page: Rendered, encoding: 'br' | 'gzip' | 'identity'): { kept: [string, string][]; content: [string, string][] } {
  return {
    kept: [
      ['Cache-Control', 'no-cache'],
      ['Vary', 'Accept-Encoding'],
      ['ETag', page.etag],
      ['Content-Type', 'text/html; charset=utf-8'],
    ],
    content: [...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as [string, string]]), ['Content-Length', String(page[encoding].length)]],
  };
}

/** The encoding a page is sent in, of those the client accepts (`false`: none acceptable, sent as it is). */
export function pageEncoding(accepted: string | false): 'br' | 'gzip' | 'identity' {
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/** Answers a rendered page in the encoding the client accepts; 304 when its copy is current. */
export function sendRendered(req: Request, res: Response, page: Rendered, status: number): void {
  res.status(status);
  const encoding = pageEncoding(req.acceptsEncodings('br', 'gzip', 'identity'));
  const { kept, content } = pageHeaders(page, encoding);
  for (const [name, value] of kept) res.setHeader(name, value);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  for (const [name, value] of content) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : page[encoding]);
}
