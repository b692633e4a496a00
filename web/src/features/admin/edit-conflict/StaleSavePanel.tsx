import { ConflictPanel } from './ConflictPanel';

/** What an editor's record type says about two versions of a record and an edit of it (record-conflict.ts). */
export interface ConflictDiff<V, F> {
  otherAdminChanges: (base: V, current: V) => string[];
  reapply: (base: V, current: V, mine: F) => F;
}

interface Props<V, F> {
  /** The server's sentence; the record this edit started from, as the other admin left it, and the edit. */
  conflict: { detail: string; base: V; current: V; mine: F };
  diff: ConflictDiff<V, F>;
  formOf: (record: V) => F;
  busy: boolean;
  /** The editor moves on to `current` with `form` in it (the panel closes). */
  onTake: (current: V, form: F) => void;
  /** Saves `form` against `current`'s version. */
  onSave: (form: F, current: V) => unknown;
}

/**
 * A stale save's panel over a flat form: this admin's edit re-applied onto the other admin's version
 * and saved at once, or dropped for that version.
 */
export function StaleSavePanel<V, F>({ conflict, diff, formOf, busy, onTake, onSave }: Props<V, F>) {
  const { base, current, mine } = conflict;
  return (
    <ConflictPanel
      detail={conflict.detail}
      changes={diff.otherAdminChanges(base, current)}
      busy={busy}
      onReapply={() => {
        const merged = diff.reapply(base, current, mine);
        onTake(current, merged);
        void onSave(merged, current);
      }}
      onDiscard={() => onTake(current, formOf(current))}
    />
  );
}
