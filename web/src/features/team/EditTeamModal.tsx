import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SubmitForm } from '../../components/SubmitForm';
import { TextAreaField } from '../../components/TextAreaField';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';

/** Edit team: name and 'Девиз команды' (captain only; the server checks again). */
export function EditTeamModal({ team, onSaved, onClose }: { team: TeamView; onSaved: (team: TeamView) => void; onClose: () => void }) {
  const [name, setName] = useState(team.name);
  const [motto, setMotto] = useState(team.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!name.trim()) return setError(TEAM_MSG.nameRequired);
    setBusy(true);
    try {
      onSaved(await teamApi.update(team.id, { name: name.trim(), description: motto.trim() || null }));
      toast.success(TEAM_TEXT.updated);
      onClose();
    } catch (err) {
      setError(failureText(err, TEAM_TEXT.updateFailed));
      toast.error(`${TEAM_TEXT.updateFailedToast}: ${failureText(err, TEAM_TEXT.updateFailed)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={TEAM_TEXT.edit} kicker="// edit_team" onClose={onClose}>
      <SubmitForm className="team-form" onSubmit={submit}>
        <Field label={TEAM_TEXT.nameLabel} value={name} maxLength={50} error={error} data-autofocus onChange={(e) => setName(e.target.value)} />
        <TextAreaField label={TEAM_TEXT.mottoLabel} rows={3} maxLength={300} value={motto} onChange={(e) => setMotto(e.target.value)} />
        <DialogActions cancelLabel={TEAM_TEXT.cancel} submitLabel={TEAM_TEXT.save} busy={busy} onCancel={onClose} />
      </SubmitForm>
    </Modal>
  );
}
