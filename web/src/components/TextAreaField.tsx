import type { TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

/** A labelled multi-line input, styled as a `Field`; the label wraps it, so its name is the label. */
export function TextAreaField({ label, ...textarea }: TextAreaFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <textarea className="field__input" {...textarea} />
    </label>
  );
}
