import { MSG } from '@fanhub/shared';
import { AppError } from './errors.ts';

/**
 * busboy (under multer) reports a broken multipart body — no boundary, a malformed part header, a
 * body cut short — as a plain Error; that is the client's mistake (400), not the server's. Other
 * errors (a disk that is full…) pass through unchanged.
 */
const BROKEN = /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file))$/;

export function brokenMultipart(err: unknown): unknown {
  return err instanceof Error && BROKEN.test(err.message) ? new AppError(400, 'bad_multipart', MSG.badRequest) : err;
}
