import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { ColorSwatches } from './ColorSwatches';
import { isLogoFailure } from './logo-file';
import { LogoDropZone } from './LogoDropZone';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { TeamFormModal } from './TeamFormModal';
import { useLogoUpload } from './use-logo-upload';

/** Create team: name, description, a logo file or a colour (choosing one clears the other). */
export function CreateTeamModal({ onCreated, onClose }: { onCreated: (team: TeamView) => void; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const { file, refusal, setRefusal, choose } = useLogoUpload();
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    if (!name.trim()) return setError(TEAM_MSG.nameRequired);
    setError(undefined);
    setRefusal(null);
    const form = new FormData();
    form.append('name', name.trim());
    if (description.trim()) form.append('description', description.trim());
    if (file) form.append('logo_file', file);
    else if (color) form.append('logo_color', color);
    try {
      const team = await teamApi.create(form);
      toast.success(TEAM_TEXT.created);
      onCreated(team);
      onClose();
    } catch (err) {
      // Each refusal under the field it is about: the file's under the drop zone, the rest under the name.
      if (isLogoFailure(err)) {
        choose(null); // refused: no preview of it stays, another one is to be chosen
        setRefusal(failureText(err, TEAM_TEXT.createFailed));
      } else setError(failureText(err, TEAM_TEXT.createFailed));
      toast.error(`${TEAM_TEXT.createFailedToast}: ${failureText(err, TEAM_TEXT.createFailed)}`);
    }
  }

  return (
    <TeamFormModal kind="create" name={name} onName={setName} error={error} onSubmit={submit} onClose={onClose}>
      <TextAreaField label={TEAM_TEXT.descriptionLabel} rows={3} maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} />
      <LogoDropZone
        file={file}
        serverError={refusal}
        onFile={(f) => {
          choose(f);
          if (f) setColor(null);
        }}
      />
      <ColorSwatches
        value={file ? null : color}
        onPick={(c) => {
          setColor(c);
          choose(null);
        }}
      />
    </TeamFormModal>
  );
}
