import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { TeamFormModal } from './TeamFormModal';

/** Edit team: name and 'Девиз команды' (captain only; the server checks again). */
export function EditTeamModal({ team, onSaved, onClose }: { team: TeamView; onSaved: (team: TeamView) => void; onClose: () => void }) {
  const [name, setName] = useState(team.name);
  const [motto, setMotto] = useState(team.description ?? '');
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    if (!name.trim()) return setError(TEAM_MSG.nameRequired);
    try {
      onSaved(await teamApi.update(team.id, { name: name.trim(), description: motto.trim() || null }));
      toast.success(TEAM_TEXT.updated);
      onClose();
    } catch (err) {
      setError(failureText(err, TEAM_TEXT.updateFailed));
      toast.error(`${TEAM_TEXT.updateFailedToast}: ${failureText(err, TEAM_TEXT.updateFailed)}`);
    }
  }

  return (
    <TeamFormModal kind="edit" name={name} onName={setName} error={error} onSubmit={submit} onClose={onClose}>
      <TextAreaField label={TEAM_TEXT.mottoLabel} rows={3} maxLength={300} value={motto} onChange={(e) => setMotto(e.target.value)} />
    </TeamFormModal>
  );
}
