/**
 * A field's refusal under an input that has no FormField around it (a checkbox, the two score
 * inputs of a ruling): the same paragraph FormField shows, with the id the input points to.
 */
export function FieldError({ error, errorId }: { error: string | undefined; errorId: string }) {
  if (!error) return null;
  return (
    <p id={errorId} className="field__error">
      {error}
    </p>
  );
}
