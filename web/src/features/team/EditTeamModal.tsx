import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
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
      <form
        className="team-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={TEAM_TEXT.nameLabel} value={name} maxLength={50} error={error} data-autofocus onChange={(e) => setName(e.target.value)} />
        <label className="field">
          <span className="field__label">{TEAM_TEXT.mottoLabel}</span>
          <textarea className="field__input" rows={3} maxLength={300} value={motto} onChange={(e) => setMotto(e.target.value)} />
        </label>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {TEAM_TEXT.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {TEAM_TEXT.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
