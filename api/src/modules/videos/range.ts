import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { VIDEO_MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';

export const weakEtag = (s: Pick<Stats, 'size' | 'mtimeMs'>) => `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;

/** If-Range: the range applies only when the validator still names this file's version. */
function ifRangeHolds(req: Request, etag: string, mtime: Date): boolean {
  const raw = req.headers['if-range'];
  return ifRangeValidatorHolds(Array.isArray(raw) ? raw[0] : raw, etag, mtime);
}

/** An If-Range value (absent, an ETag or an HTTP date) against this file's ETag and mtime. */
export function ifRangeValidatorHolds(v: string | undefined, etag: string, mtime: Date): boolean {
  if (!v) return true;
  if (v.startsWith('"') || v.startsWith('W/')) return v === etag;
  const since = Date.parse(v);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}

/** The file's stat, or our 404 in Russian when the copy has gone (or is not a file). */
export async function statFile(file: string, notFound: string): Promise<Stats> {
  const st = await stat(file).catch(() => null);
  if (!st?.isFile()) throw new AppError(404, 'not_found', notFound);
  return st;
}

/**
 * Sends a file with complete HTTP Range support (RFC 9110): 200 or 206, open-ended, suffix and
 * multi-range (multipart/byteranges) requests, 416 with `Content-Range: bytes *\/size`, ETag and
 * Last-Modified with 304, HEAD. Only streams: never holds a whole file in memory. `notFound`
 * is the 404 detail when the file has gone.
 */
export async function sendFileWithRanges(req: Request, res: Response, file: string, contentType: string, notFound: string): Promise<void> {
  const st = await statFile(file, notFound);
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
    await sendBytes(file, 0, size - 1, res);
    return;
  }
  res.status(206);
  if (ranges.length === 1) {
    const { start, end } = ranges[0]!;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') return void res.end();
    await sendBytes(file, start, end, res);
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
  try {
    for (let i = 0; i < ranges.length; i++) {
      await written(res, Buffer.from(heads[i]!));
      if (!(await sendBytes(file, ranges[i]!.start, ranges[i]!.end, res, false))) return;
    }
    await written(res, Buffer.from(tail));
    res.end();
  } catch {
    res.destroy();
  }
}

const CHUNK = 512 * 1024;

/** Resolves once `chunk` has been handed to the socket (so its memory may be reused), or rejects when the response died. */
function written(res: Response, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.destroyed) return reject(new Error('response closed'));
    const onClose = () => reject(new Error('response closed'));
    res.once('close', onClose);
    res.write(chunk, (err) => {
      res.off('close', onClose);
      if (err) reject(err);
      else resolve();
    });
  });
}

/**
 * Streams bytes start..end of `file` into `res` through two reused 256 KB buffers: a buffer is read
 * into again only after its previous write reached the socket. A read stream allocates a fresh
 * 64 KB Buffer per read, and in the API's large heap the garbage they make cost more than half the
 * throughput (bench/video). Two buffers in flight are also the backpressure. Returns false (and
 * destroys the response) when the client went away or the file failed.
 */
async function sendBytes(file: string, start: number, end: number, res: Response, finish = true): Promise<boolean> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
    const inFlight: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
    let position = start;
    for (let i = 0; position <= end; i ^= 1) {
      await inFlight[i];
      const { bytesRead } = await handle.read(buffers[i]!, 0, Math.min(CHUNK, end - position + 1), position);
      if (bytesRead === 0) throw new Error('file shorter than its size');
      inFlight[i] = written(res, buffers[i]!.subarray(0, bytesRead));
      inFlight[i]!.catch(() => undefined); // awaited later; a rejection must not go unhandled meanwhile
      position += bytesRead;
    }
    await Promise.all(inFlight);
    if (finish) res.end();
    return true;
  } catch {
    res.destroy();
    return false;
  } finally {
    await handle?.close();
  }
}
