import { isApiError } from '../../../api/client';

/**
 * The record another admin saved meanwhile, when a save was refused as stale (412 `stale_version`,
 * shared/src/edit-version.ts); null for any other failure.
 */
export function staleCurrent<T>(e: unknown): T | null {
  return isApiError(e) && e.status === 412 && e.code === 'stale_version' && e.current ? (e.current as T) : null;
}

/** What an editor keeps while it shows a conflict: where the admin started, what is stored now, the admin's own edit. */
export interface EditConflict<V, F> {
  base: V;
  current: V;
  mine: F;
  /** The server's sentence (Russian), shown as the panel's lead. */
  detail: string;
}
