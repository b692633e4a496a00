/**
 * One rule for the admin editors' saves (the schedule, a site-content key, a giveaway): each record
 * has a `version` raised by every save, answered as a strong `ETag: "<version>"`. A save sends it
 * back in `If-Match`; a stale one is refused with 412 `stale_version` and the current record, so no
 * admin's save silently overwrites another's. A save without If-Match is taken (API clients); the
 * web editors always send it.
 */
export const EDIT_VERSION_MSG = {
  stale: 'Пока вы редактировали, другой администратор сохранил изменения. Посмотрите, что он изменил, и примените свои правки поверх или откажитесь от них.',
  badIfMatch: 'Заголовок If-Match должен содержать версию записи из ETag, например "12".',
} as const;

/** The strong ETag of a version: `"12"`. */
export const versionEtag = (version: number): string => `"${version}"`;

/**
 * The version an If-Match header names: a number, `'any'` for `*` (or no header: no check),
 * `null` for a malformed value (the API answers 400). Several tags or weak ones are malformed:
 * a write may only be conditional on one exact version.
 */
export function parseIfMatch(header: string | undefined): number | 'any' | null {
  const value = header?.trim();
  if (!value || value === '*') return 'any';
  const m = /^"(\d{1,9})"$/.exec(value);
  return m ? Number(m[1]) : null;
}
