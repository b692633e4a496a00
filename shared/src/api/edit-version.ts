/**
 * What a save conditional on its record's version (If-Match, see shared/src/edit-version.ts)
 * declares: a malformed If-Match is a 400, a stale one a 412 carrying the current record.
 */
export const EDIT_VERSION_ERRORS = { errors: { 400: ['bad_if_match'], 412: ['stale_version'] } } as const;
