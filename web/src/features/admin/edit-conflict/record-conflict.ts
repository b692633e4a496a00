/**
 * A stale save (412) of a record edited by a flat form: what the other admin changed, field by field
 * in the activity log's Russian names, and this admin's edit re-applied onto the current record.
 *
 * `fieldOf` says which field of the record each input edits (several inputs may edit one field, such
 * as the rules' inputs and «условия участия»), `names` the record's fields in Russian (RECORD_FIELDS),
 * `formOf` the form a record loads into.
 */
export function recordConflict<V, F extends object, R extends string>(fieldOf: Record<keyof F & string, R>, names: Record<R, string>, formOf: (v: V) => F) {
  const keys = Object.keys(fieldOf) as (keyof F & string)[];
  /** The inputs whose value differs between two forms. */
  const changedKeys = (a: F, b: F) => keys.filter((k) => a[k] !== b[k]);
  return {
    /** What the other admin changed since this form was loaded, one line a field. */
    otherAdminChanges: (base: V, current: V): string[] => {
      const changed = new Set(changedKeys(formOf(base), formOf(current)).map((k) => names[fieldOf[k]]));
      return [...changed].map((name) => name.charAt(0).toUpperCase() + name.slice(1));
    },
    /** The current record's form with the inputs this admin changed (against `base`) as they left them. */
    reapply: (base: V, current: V, mine: F): F => {
      const from = formOf(base);
      const merged = { ...formOf(current) };
      for (const k of changedKeys(from, mine)) merged[k] = mine[k];
      return merged;
    },
  };
}

/**
 * Which record field each input of a flat form edits: those named as a field of the record edit it
 * (`sameNamed`), the `others` say theirs (the rules' inputs all edit «условия участия»). The type
 * refuses an input left out of both.
 */
export const inputFields =
  <F extends object, R extends string>() =>
  <S extends keyof F & R>(sameNamed: readonly S[], others: Record<Exclude<keyof F & string, S>, R>): Record<keyof F & string, R> => {
    const fields = { ...others } as Record<string, R>;
    for (const k of sameNamed) fields[k] = k;
    return fields;
  };
