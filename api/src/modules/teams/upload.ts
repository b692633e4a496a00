import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MSG, TEAM_LIMITS, TEAM_MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import { brokenMultipart } from '../../http/multipart.ts';
import { logoTooLarge } from './logo.ts';

/**
 * One logo file in memory (it is at most 500 KB and becomes a small WebP at once). multer stops
 * reading at 4× the limit; between the two the exact size is known and told to the user.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: TEAM_LIMITS.logoMaxBytes * 4, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
});

export function logoUpload(field: string): RequestHandler {
  const single = upload.single(field);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      next(translate(err, req));
    });
  };
}

function translate(err: unknown, req: Request): unknown {
  if (!(err instanceof multer.MulterError)) return brokenMultipart(err);
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return logoTooLarge(Number(req.headers['content-length'] ?? TEAM_LIMITS.logoMaxBytes * 4));
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError(400, 'one_file', TEAM_MSG.oneFile);
    default:
      return new AppError(413, 'too_many_fields', MSG.tooManyFields);
  }
}
