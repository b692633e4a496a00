import type { Request } from 'express';
import { MSG, parseId } from '@fanhub/shared';
import { AppError } from './errors.ts';

/**
 * A record id from the path, by the shared rule (`parseId`): anything but a strict decimal id in
 * range (`0x10`, `1e0`, `01`, `+1`, `%201`…) is a 404, as a missing record is, and never reaches the
 * database.
 */
export function pathId(req: Request, name = 'id', detail: string = MSG.notFound, code = 'not_found'): number {
  const id = parseId(req.params[name]);
  if (id === undefined) throw new AppError(404, code, detail);
  return id;
}
