import { EDIT_VERSION_MSG, parseIfMatch, versionEtag } from '@fanhub/shared';
import type { Request, Response } from 'express';
import { AppError } from './errors.ts';

/**
 * The admin editors' optimistic lock (shared/src/edit-version.ts): the version a save expects, read
 * from If-Match before any query; undefined = no condition (no header or `*`). A malformed one is a 400.
 */
export function expectedVersion(req: Request): number | undefined {
  const parsed = parseIfMatch(req.get('If-Match'));
  if (parsed === null) throw new AppError(400, 'bad_if_match', EDIT_VERSION_MSG.badIfMatch);
  return parsed === 'any' ? undefined : parsed;
}

/**
 * Refuses a save made against another version. Called INSIDE the write transaction with the row
 * already locked (`for update`), so two saves with the same If-Match cannot both pass. `current`
 * is the record as the editor's GET answers it: the editor shows what the other admin changed.
 */
export async function checkVersion(expected: number | undefined, stored: number, current: () => unknown): Promise<void> {
  if (expected === undefined || expected === stored) return;
  throw new AppError(412, 'stale_version', EDIT_VERSION_MSG.stale, { current: await current() });
}

/** Answers a record's version as its strong ETag (the editor's GET and the save's answer). */
export const setVersionEtag = (res: Response, version: number) => res.setHeader('ETag', versionEtag(version));

/** The record an editor's GET or save answers, its version set as the strong ETag. */
export async function withVersionEtag<T extends { version: number }>(res: Response, record: T | Promise<T>): Promise<T> {
  const view = await record;
  setVersionEtag(res, view.version);
  return view;
}
