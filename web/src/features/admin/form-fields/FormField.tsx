import type { ReactNode } from 'react';
import { detailOf } from '../../../api/errors';
import './form-fields.css';

/** The server's 422 as an admin form shows it: each field's message beside that field, the rest below. */
export interface FormError<K extends string> {
  detail: string;
  /** Each message beside the field it names. */
  fields: Partial<Record<K, string>>;
  /** Messages naming no field of the form: under it. */
  lines: string[];
}

/**
 * Sorts the server's answer onto the form's fields. A field error names its field by its path
 * (`eligibility.min_level`); an item of a list (`maps.2`) belongs to the list's field.
 */
export function formErrorOf<K extends string>(err: unknown, fallback: string, keys: readonly K[]): FormError<K> {
  const detail = detailOf(err, fallback);
  const fields: FormError<K>['fields'] = {};
  const lines: string[] = [];
  for (const { field, message } of (err as { errors?: { field: string; message: string }[] } | null)?.errors ?? []) {
    const key = keys.find((k) => field === k || field.startsWith(`${k}.`));
    if (key) fields[key] ??= message;
    else if (message !== detail) lines.push(message);
  }
  return Object.keys(fields).length ? { detail: 'Проверьте отмеченные поля', fields, lines } : { detail, fields, lines };
}

/**
 * The error props of each field of a form: the input's `aria-invalid` and `aria-describedby`, and the
 * message with its id for the FormField around it.
 */
export function fieldErrorProps<K extends string>(formId: string, error: FormError<K> | null) {
  const errorId = (key: K) => `${formId}-${key.replace(/\./g, '-')}-error`;
  return (key: K) => {
    const message = error?.fields[key];
    return {
      input: { 'aria-invalid': message ? (true as const) : undefined, 'aria-describedby': message ? errorId(key) : undefined },
      wrap: { error: message, errorId: errorId(key) },
    };
  };
}

/** Fields side by side while there is room, one under another on a phone. */
export function FormRow({ children, wide = false }: { children: ReactNode; /** Wider columns (date and time inputs). */ wide?: boolean }) {
  return <div className={`form-fields__row${wide ? ' form-fields__row--wide' : ''}`}>{children}</div>;
}

/** A labelled input with its own error under it (outside the label, so the error is not part of the name). */
export function FormField({ label, error, errorId, children }: { label: ReactNode; error: string | undefined; errorId: string; children: ReactNode }) {
  return (
    <div className="form-fields__field">
      <label>
        {label}
        {children}
      </label>
      <FieldError error={error} errorId={errorId} />
    </div>
  );
}

/**
 * A field's refusal under its input, with the id the input's aria-describedby points to. FormField
 * shows it; an input with no FormField around it (a checkbox, a ruling's two scores) uses it alone.
 */
export function FieldError({ error, errorId }: { error: string | undefined; errorId: string }) {
  if (!error) return null;
  return (
    <p id={errorId} className="field__error">
      {error}
    </p>
  );
}

/** The refusal under the form: the server's sentence and the messages that name no field. */
export function FormAlert({ error }: { error: FormError<string> | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="form-alert">
      <p>{error.detail}</p>
      {error.lines.length > 0 && (
        <ul>
          {error.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
