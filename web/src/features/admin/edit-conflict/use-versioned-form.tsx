import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { detailOf } from '../../../api/errors';
import { fieldErrorProps, formErrorOf, type FormError } from '../form-fields/FormField';
import { StaleSavePanel, type ConflictDiff } from './StaleSavePanel';
import { staleCurrent } from './stale-save';

interface Options<V, F, K extends string> {
  /** The record edited, as loaded (null: a new one). */
  record: V | null;
  formOf: (record: V | null) => F;
  /** The fields the server may name in a 422. */
  fields: readonly K[];
  /** The form's own sentence when the server gives none. */
  fallback: string;
  /** Creates (`from` null) or updates `from` with its version (If-Match), then tells the page. */
  send: (form: F, from: V | null) => Promise<void>;
  conflict: ConflictDiff<V, F>;
}

/**
 * An admin editor of a versioned record: the form's state, its refusal beside each field (the first
 * refused field takes the focus), and a stale save (412) kept as a conflict until the admin
 * re-applies their edit onto the current record or takes the current record.
 */
export function useVersionedForm<V, F, K extends string>({ record, formOf, fields, fallback, send, conflict: diff }: Options<V, F, K>) {
  const [f, setF] = useState<F>(() => formOf(record));
  const [error, setError] = useState<FormError<K> | null>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  /** The record this form edits, as loaded: its version goes with the save; a conflict moves it on. */
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<{ current: V; detail: string } | null>(null);
  const set = <P extends keyof F>(key: P, value: F[P]) => setF((prev) => ({ ...prev, [key]: value }));

  // After a refusal, the first field it names gets the focus (its message is read with it), in the
  // commit that shows the message: a passive effect ran after the answer was already on screen.
  useLayoutEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const save = async (form: F, from: V | null) => {
    setBusy(true);
    setError(null);
    try {
      await send(form, from);
    } catch (err) {
      const current = staleCurrent<V>(err);
      if (current) return void setConflict({ current, detail: detailOf(err, '') });
      setError(formErrorOf(err, fallback, fields));
    } finally {
      setBusy(false);
    }
  };

  const take = (current: V, form: F) => {
    setBase(current);
    setF(form);
    setConflict(null);
  };
  const conflictPanel: ReactNode =
    conflict && base !== null ? (
      <StaleSavePanel conflict={{ ...conflict, base, mine: f }} diff={diff} formOf={formOf} busy={busy} onTake={take} onSave={save} />
    ) : null;

  return {
    f,
    setF,
    set,
    error,
    /** The error props of the input of a field, and the FormField around it. */
    field: fieldErrorProps(formId, error),
    busy,
    base,
    conflictPanel,
    /** The form element's props: its ref (for the focus) and the submit that saves against `base`. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (e: FormEvent) => {
        e.preventDefault();
        void save(f, base);
      },
    },
    /** The submit button waits for the answer and for the conflict's decision. */
    submitDisabled: busy || Boolean(conflict),
  };
}
