import { useState, type ReactNode } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SubmitForm } from '../../components/SubmitForm';
import { TEAM_TEXT } from './team-texts';

const KINDS = {
  create: { title: TEAM_TEXT.create, kicker: '// new_team', submit: TEAM_TEXT.create },
  edit: { title: TEAM_TEXT.edit, kicker: '// edit_team', submit: TEAM_TEXT.save },
} as const;

interface TeamFormModalProps {
  kind: keyof typeof KINDS;
  name: string;
  onName: (name: string) => void;
  /** Under the name: its own refusal, or the server's about the rest of the form. */
  error: string | undefined;
  /** Sends the form; the submit button waits until it settles (it says any refusal itself). */
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** The dialog's other fields, between the name and the buttons. */
  children: ReactNode;
}

/** The dialog that creates or edits a team: the name first (focused), then the dialog's own fields, then cancel and submit. */
export function TeamFormModal({ kind, name, onName, error, onSubmit, onClose, children }: TeamFormModalProps) {
  const [busy, setBusy] = useState(false);
  const text = KINDS[kind];
  async function submit() {
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal title={text.title} kicker={text.kicker} onClose={onClose}>
      <SubmitForm className="team-form" onSubmit={submit}>
        <Field label={TEAM_TEXT.nameLabel} value={name} maxLength={50} error={error} data-autofocus onChange={(e) => onName(e.target.value)} />
        {children}
        <DialogActions cancelLabel={TEAM_TEXT.cancel} submitLabel={text.submit} busy={busy} onCancel={onClose} />
      </SubmitForm>
    </Modal>
  );
}
