import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_LOGO_PRESETS, type TeamView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { PresetGrid } from '../../components/PresetGrid';
import { ColorSwatches } from './ColorSwatches';
import { isLogoFailure } from './logo-file';
import { LogoDropZone } from './LogoDropZone';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { Tabs } from '../../components/Tabs';
import { useLogoUpload } from './use-logo-upload';

type Tab = 'preset' | 'upload' | 'color';

/** The avatar dialog for a team logo: preset, upload or colour tabs; each choice clears the other. */
export function LogoPickerModal({ team, onSaved, onClose }: { team: TeamView; onSaved: (team: TeamView) => void; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('preset');
  const { file, refusal, setRefusal, choose } = useLogoUpload();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<TeamView>, ok: string, failed: string) {
    setBusy(true);
    try {
      onSaved(await action());
      toast.success(ok);
      onClose();
    } catch (err) {
      if (isLogoFailure(err)) setRefusal(failureText(err, failed));
      toast.error(`${failed}: ${failureText(err, failed)}`);
    } finally {
      setBusy(false);
    }
  }

  const tabs: [Tab, string][] = [
    ['preset', TEAM_TEXT.tabPreset],
    ['upload', TEAM_TEXT.tabUpload],
    ['color', TEAM_TEXT.tabColor],
  ];
  return (
    <Modal title={TEAM_TEXT.logoTitle} kicker="// team_logo" onClose={onClose}>
      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'preset' && (
        <PresetGrid
          urls={TEAM_LOGO_PRESETS}
          current={team.logo_url}
          busy={busy}
          onPick={(url) => void run(() => teamApi.update(team.id, { logo_url: url }), TEAM_TEXT.logoUpdated, TEAM_TEXT.logoFailed)}
        />
      )}
      {tab === 'upload' && (
        <div className="team-form">
          <LogoDropZone file={file} serverError={refusal} onFile={choose} />
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!file || busy}
            onClick={() => file && void run(() => teamApi.uploadLogo(team.id, file), TEAM_TEXT.logoUpdated, TEAM_TEXT.logoFailed)}
          >
            {TEAM_TEXT.save}
          </button>
        </div>
      )}
      {tab === 'color' && (
        <ColorSwatches
          value={team.logo_color}
          onPick={(c) => void run(() => teamApi.update(team.id, { logo_color: c }), TEAM_TEXT.colorUpdated, TEAM_TEXT.colorFailed)}
        />
      )}
    </Modal>
  );
}
