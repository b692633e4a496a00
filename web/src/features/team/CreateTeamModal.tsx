import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SubmitForm } from '../../components/SubmitForm';
import { TextAreaField } from '../../components/TextAreaField';
import { ColorSwatches } from './ColorSwatches';
import { isLogoFailure } from './logo-file';
import { LogoDropZone } from './LogoDropZone';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';

/** Create team: name, description, a logo file or a colour (choosing one clears the other). */
export function CreateTeamModal({ onCreated, onClose }: { onCreated: (team: TeamView) => void; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [logoError, setLogoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!name.trim()) return setError(TEAM_MSG.nameRequired);
    setError(undefined);
    setLogoError(null);
    const form = new FormData();
    form.append('name', name.trim());
    if (description.trim()) form.append('description', description.trim());
    if (file) form.append('logo_file', file);
    else if (color) form.append('logo_color', color);
    setBusy(true);
    try {
      const team = await teamApi.create(form);
      toast.success(TEAM_TEXT.created);
      onCreated(team);
      onClose();
    } catch (err) {
      // Each refusal under the field it is about: the file's under the drop zone, the rest under the name.
      if (isLogoFailure(err)) {
        setLogoError(failureText(err, TEAM_TEXT.createFailed));
        setFile(null); // refused: no preview of it stays, another one is to be chosen
      } else setError(failureText(err, TEAM_TEXT.createFailed));
      toast.error(`${TEAM_TEXT.createFailedToast}: ${failureText(err, TEAM_TEXT.createFailed)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={TEAM_TEXT.create} kicker="// new_team" onClose={onClose}>
      <SubmitForm className="team-form" onSubmit={submit}>
        <Field label={TEAM_TEXT.nameLabel} value={name} maxLength={50} error={error} data-autofocus onChange={(e) => setName(e.target.value)} />
        <TextAreaField label={TEAM_TEXT.descriptionLabel} rows={3} maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} />
        <LogoDropZone
          file={file}
          serverError={logoError}
          onFile={(f) => {
            setFile(f);
            setLogoError(null);
            if (f) setColor(null);
          }}
        />
        <ColorSwatches
          value={file ? null : color}
          onPick={(c) => {
            setColor(c);
            setFile(null);
            setLogoError(null);
          }}
        />
        <DialogActions cancelLabel={TEAM_TEXT.cancel} submitLabel={TEAM_TEXT.create} busy={busy} onCancel={onClose} />
      </SubmitForm>
    </Modal>
  );
}
