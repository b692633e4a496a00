import type { FormHTMLAttributes } from 'react';

interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  onSubmit: () => unknown;
}

/** A form our own code checks (noValidate: our Russian messages, not the browser's) and sends without a page load. */
export function SubmitForm({ onSubmit, children, ...form }: SubmitFormProps) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
