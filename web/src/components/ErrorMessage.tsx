interface ErrorMessageProps {
  message: string | null | undefined;
  /** The look of where it stands: a form's alert, a page's, a verification's, a drop zone's. */
  className?: string;
}

/** An error shown and announced to screen readers (role alert); nothing when there is none. */
export function ErrorMessage({ message, className = 'form-alert' }: ErrorMessageProps) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
