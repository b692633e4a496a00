import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MSG, type TeamView } from '@fanhub/shared';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SubmitForm } from '../../components/SubmitForm';
import { CopyButton } from '../../components/CopyButton';
import { shareLink } from './copy';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';

/** Invite: a real invitation by username or e-mail, plus the code and link to share. */
export function InviteModal({ team, onClose }: { team: TeamView; onClose: () => void }) {
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const code = team.invite_code ?? '';

  async function submit() {
    const who = identifier.trim();
    if (!who) return setError(TEAM_MSG.identifierRequired);
    setBusy(true);
    try {
      await teamApi.invite(team.id, who);
      toast.success(TEAM_TEXT.inviteSent(who));
      onClose();
    } catch (err) {
      setError(failureText(err, 'Не удалось отправить приглашение'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={`${TEAM_TEXT.invite}: ${team.name}`} kicker="// invite" onClose={onClose}>
      <SubmitForm className="team-form" onSubmit={submit}>
        <Field
          label={TEAM_TEXT.identifierLabel}
          placeholder={TEAM_TEXT.identifierPlaceholder}
          value={identifier}
          error={error}
          data-autofocus
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {TEAM_TEXT.send}
        </button>
      </SubmitForm>
      <section className="share" aria-label={TEAM_TEXT.shareTitle}>
        <h3 className="share__title">{TEAM_TEXT.shareTitle}</h3>
        <div className="share__row">
          <code className="code-chip">{code}</code>
          <CopyButton text={code} done={TEAM_TEXT.codeCopied}>
            {TEAM_TEXT.copyCode}
          </CopyButton>
        </div>
        <div className="share__row">
          <code className="code-chip share__link">{shareLink(code)}</code>
          <CopyButton text={shareLink(code)} done={TEAM_TEXT.linkCopied}>
            {TEAM_TEXT.copyLink}
          </CopyButton>
        </div>
      </section>
    </Modal>
  );
}
