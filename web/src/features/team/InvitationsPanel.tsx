import { toast } from 'react-toastify';
import type { TeamInvitationView } from '@fanhub/shared';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { TeamLogo } from './TeamLogo';

/** Pending invitations to the member, answered here; accepting joins under the server's rules. */
export function InvitationsPanel({ invitations, onAnswered }: { invitations: TeamInvitationView[]; onAnswered: (joined: boolean) => void }) {
  if (!invitations.length) return null;
  async function answer(id: number, accept: boolean) {
    try {
      await teamApi.answer(id, accept);
      if (accept) toast.success(TEAM_TEXT.joined);
      onAnswered(accept);
    } catch (err) {
      toast.error(failureText(err, TEAM_TEXT.joinFailed), { autoClose: 5000 });
    }
  }
  return (
    <section className="invitations panel" aria-label={TEAM_TEXT.invitationsTitle}>
      <h2 className="invitations__title">{TEAM_TEXT.invitationsTitle}</h2>
      <ul>
        {invitations.map((inv) => (
          <li key={inv.id} className="invitation">
            <TeamLogo team={inv.team} />
            <div className="invitation__text">
              <p className="invitation__team">{inv.team.name}</p>
              <p className="invitation__by">{TEAM_TEXT.invitedBy(inv.invited_by)}</p>
            </div>
            <button type="button" className="btn btn--primary btn--small" onClick={() => void answer(inv.id, true)}>
              {TEAM_TEXT.accept}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void answer(inv.id, false)}>
              {TEAM_TEXT.decline}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
