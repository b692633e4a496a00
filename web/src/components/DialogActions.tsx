interface DialogActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** While the form is being sent: the submit button waits. */
  busy: boolean;
  onCancel: () => void;
}

/** A dialog form's footer: cancel, then the submit button of the form it stands in. */
export function DialogActions({ cancelLabel, submitLabel, busy, onCancel }: DialogActionsProps) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
