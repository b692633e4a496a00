import { randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { VIDEO_MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';

export const weakEtag = (s: Pick<Stats, 'size' | 'mtimeMs'>) => `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;

/** If-Range: the range applies only when the validator still names this file's version. */
function ifRangeHolds(req: Request, etag: string, mtime: Date): boolean {
  const raw = req.headers['if-range'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v) return true;
  if (v.startsWith('"') || v.startsWith('W/')) return v === etag;
  const since = Date.parse(v);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * Sends a file with complete HTTP Range support (RFC 9110): 200 or 206, open-ended, suffix and
 * multi-range (multipart/byteranges) requests, 416 with `Content-Range: bytes *\/size`, ETag and
 * Last-Modified with 304, HEAD. Only streams: never holds a whole file in memory. `notFound`
 * is the 404 detail when the file has gone.
 */
export async function sendFileWithRanges(req: Request, res: Response, file: string, contentType: string, notFound: string): Promise<void> {
  let st: Stats;
  try {
    st = await stat(file);
  } catch {
    throw new AppError(404, 'not_found', notFound);
  }
  if (!st.isFile()) throw new AppError(404, 'not_found', notFound);
  const etag = weakEtag(st);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', st.mtime.toUTCString());
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const size = st.size;
  const header = req.headers.range;
  const parsed = header && ifRangeHolds(req, etag, st.mtime) ? req.range(size, { combine: true }) : undefined;
  if (parsed === -1) {
    res.setHeader('Content-Range', `bytes */${size}`);
    throw new AppError(416, 'range_not_satisfiable', VIDEO_MSG.rangeNotSatisfiable);
  }
  // -2 (malformed) and a non-bytes unit are ignored: the whole file, as RFC 9110 allows.
  const ranges = Array.isArray(parsed) && parsed.type === 'bytes' ? parsed : null;

  if (!ranges) {
    res.status(200).setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(size));
    if (req.method === 'HEAD' || size === 0) return void res.end();
    await pipeline(createReadStream(file), res).catch(() => undefined);
    return;
  }
  res.status(206);
  if (ranges.length === 1) {
    const { start, end } = ranges[0]!;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') return void res.end();
    await pipeline(createReadStream(file, { start, end }), res).catch(() => undefined);
    return;
  }
  const boundary = randomBytes(12).toString('hex');
  const heads = ranges.map(
    (r, i) => `${i ? '\r\n' : ''}--${boundary}\r\nContent-Type: ${contentType}\r\nContent-Range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length = heads.reduce((n, h, i) => n + Buffer.byteLength(h) + (ranges[i]!.end - ranges[i]!.start + 1), 0) + Buffer.byteLength(tail);
  res.setHeader('Content-Type', `multipart/byteranges; boundary=${boundary}`);
  res.setHeader('Content-Length', String(length));
  if (req.method === 'HEAD') return void res.end();
  async function* parts() {
    for (let i = 0; i < ranges!.length; i++) {
      yield Buffer.from(heads[i]!);
      for await (const chunk of createReadStream(file, { start: ranges![i]!.start, end: ranges![i]!.end })) yield chunk as Buffer;
    }
    yield Buffer.from(tail);
  }
  await pipeline(parts, res).catch(() => undefined);
}
