import type { ReactNode } from 'react';
import { FormAlert, type FormError } from '../form-fields/FormField';

interface Props {
  /** What useVersionedForm gives for the end of its form. */
  form: { error: FormError<string> | null; conflictPanel: ReactNode; submitDisabled: boolean };
  /** The submit button's words. */
  label: string;
}

/** The end of a versioned admin form: the refusal under it, the conflict of a stale save, and the submit button. */
export function VersionedFormEnd({ form, label }: Props) {
  return (
    <>
      <FormAlert error={form.error} />
      {form.conflictPanel}
      <button type="submit" className="btn btn--primary" disabled={form.submitDisabled}>
        {label}
      </button>
    </>
  );
}
