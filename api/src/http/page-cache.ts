import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import etag from 'etag';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendering of the page, kept with its compressed forms and ETag. */
interface Rendered {
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
 * The first page, rendered once per version and answered from memory. `invalidate()` (called when
 * the site content or the stream state changes) makes the next request render it again; requests
 * that arrive meanwhile share that one rendering. Compressed once per version (Brotli 11, gzip 9)
 * instead of per request.
 */
export class PageCache {
  private current: Rendered | null = null;
  private rendering: Promise<Rendered> | null = null;
  private generation = 0;

  private readonly render: () => Promise<PageRendering>;

  constructor(render: () => Promise<PageRendering>) {
    this.render = render;
  }

  invalidate(): void {
    this.generation++;
    this.current = null;
  }

  async get(): Promise<Rendered> {
    if (this.current) return this.current;
    this.rendering ??= this.build().finally(() => (this.rendering = null));
    return this.rendering;
  }

  private async build(): Promise<Rendered> {
    const generation = this.generation;
    const { html, complete } = await this.render();
    const identity = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const rendered = { identity, br, gzip: gz, etag: etag(identity) };
    // A change that came while this was rendering may not be in it: keep it only when none did.
    if (complete && generation === this.generation) this.current = rendered;
    return rendered;
  }
}

/** Answers a rendered page in the encoding the client accepts; 304 when its copy is current. */
export function sendRendered(req: Request, res: Response, page: Rendered, status: number): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
