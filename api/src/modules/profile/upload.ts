import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { MSG, PROFILE_LIMITS, PROFILE_MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import { brokenMultipart } from '../../http/multipart.ts';

/**
 * The avatar upload streams to a temporary file (never into memory) and stops at the size limit;
 * the handler reads the file with sharp and removes it whatever happens.
 */
export function avatarUpload(dataDir: string): (field: string) => RequestHandler {
  const dir = path.join(dataDir || tmpdir(), 'tmp', 'uploads');
  mkdirSync(dir, { recursive: true });
  const upload = multer({
    dest: dir,
    limits: { fileSize: PROFILE_LIMITS.avatarMaxBytes, files: 1, fields: 5, parts: 6 },
  });
  return (field) => {
    const single = upload.single(field);
    return (req, res, next) => {
      single(req, res, (err: unknown) => {
        if (!err) return next();
        if (!(err instanceof multer.MulterError)) return next(brokenMultipart(err));
        if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'file_too_large', PROFILE_MSG.uploadTooLarge(PROFILE_LIMITS.avatarMaxBytes)));
        if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE')
          return next(new AppError(400, 'too_many_files', PROFILE_MSG.uploadTooMany));
        next(new AppError(413, 'too_many_fields', MSG.tooManyFields));
      });
    };
  };
}

/** PNG, JPEG or WebP by the file's first bytes; anything else (whatever its name) is null. */
export async function sniffImage(file: string): Promise<'png' | 'jpeg' | 'webp' | null> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(12), 0, 12, 0);
    const b = buffer.subarray(0, bytesRead);
    if (b[0] === 0x89 && b.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
    if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
    return null;
  } finally {
    await fh.close();
  }
}

export const removeTemp = (file: string | undefined) => (file ? rm(file, { force: true }) : Promise.resolve());
