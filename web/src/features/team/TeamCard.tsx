import { useState } from 'react';
import { toast } from 'react-toastify';
import { teamSizeLabel, type TeamView } from '@fanhub/shared';
import { Avatar } from '../../components/Avatar';
import { ConfirmModal } from '../../components/ConfirmModal';
import { CopyButton } from '../../components/CopyButton';
import { useAuthStore, useCan } from '../../stores/auth';
import { EditTeamModal } from './EditTeamModal';
import { InviteModal } from './InviteModal';
import { LogoPickerModal } from './LogoPickerModal';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT, longDate } from './team-texts';
import { TeamLogo } from './TeamLogo';

/** The member a kick or a captaincy hand-over is about (each is confirmed first). */
interface MemberRef {
  id: number;
  username: string;
}
/** What is done to another member, each confirmed first: the question names them. */
const MEMBER_ACTS = {
  kick: { title: TEAM_TEXT.kickTitle, question: TEAM_TEXT.confirmKick, tone: 'danger', label: TEAM_TEXT.kick },
  handOver: { title: TEAM_TEXT.handOverTitle, question: TEAM_TEXT.confirmHandOver, tone: 'warning', label: TEAM_TEXT.handOver },
} as const;

type Dialog = 'invite' | 'edit' | 'logo' | 'leave' | 'disband' | { act: keyof typeof MEMBER_ACTS; member: MemberRef } | null;

interface TeamCardProps {
  team: TeamView;
  /** 0, 1, 2: the three gradient variants cycle through the list. */
  variant: number;
  onChanged: (team: TeamView) => void;
  /** The member left or the team was disbanded: the list and the profile reload. */
  onGone: () => void;
}

/** The two ways a card's team ends for the member, each confirmed first (titled with its button's word). */
const ENDINGS = {
  leave: { question: TEAM_TEXT.confirmLeave, tone: 'warning', call: teamApi.leave, done: TEAM_TEXT.left, failed: TEAM_TEXT.leaveFailed },
  disband: { question: TEAM_TEXT.confirmDisband, tone: 'danger', call: teamApi.disband, done: TEAM_TEXT.disbanded, failed: TEAM_TEXT.disbandFailed },
} as const;

/** One of the member's teams, with every action the viewer may do (shared/src/authz; the server checks again). */
export function TeamCard({ team, variant, onChanged, onGone }: TeamCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const isCaptain = useAuthStore((s) => s.user?.id) === team.captain_id;
  const captained = { captainId: team.captain_id };
  const mayEdit = useCan('team.update', captained);
  const mayHandOver = useCan('team.handOver', captained);
  const mayKick = useCan('team.kick', captained);
  const mayDisband = useCan('team.disband', captained);
  const close = () => setDialog(null);

  async function toggleVisibility() {
    try {
      const next = await teamApi.update(team.id, { is_public: !team.is_public });
      onChanged(next);
      toast.success(next.is_public ? TEAM_TEXT.nowPublic : TEAM_TEXT.nowPrivate);
    } catch {
      toast.error(TEAM_TEXT.visibilityFailed);
    }
  }

  /** Leaving and disbanding end this card: said in a toast, or why the server refused. */
  async function endTeam(how: keyof typeof ENDINGS) {
    const ending = ENDINGS[how];
    try {
      await ending.call(team.id);
      toast.success(ending.done);
      onGone();
    } catch (err) {
      toast.error(failureText(err, ending.failed));
    }
  }

  const actOn = ({ act, member }: { act: keyof typeof MEMBER_ACTS; member: MemberRef }) =>
    act === 'kick' ? kick(member.id) : handOver(member.id, member.username);

  async function kick(userId: number) {
    try {
      await teamApi.kick(team.id, userId);
      toast.success(TEAM_TEXT.kicked);
      onChanged({ ...team, members: team.members.filter((m) => m.id !== userId), members_count: team.members_count - 1 });
    } catch (err) {
      toast.error(failureText(err, TEAM_TEXT.kickFailed));
    }
  }

  async function handOver(userId: number, username: string) {
    try {
      onChanged(await teamApi.handOver(team.id, userId));
      toast.success(TEAM_TEXT.captainHandedOver(username));
    } catch (err) {
      toast.error(failureText(err, TEAM_TEXT.updateFailed));
    }
  }

  return (
    <article className={`team-card team-card--v${variant}`} aria-label={team.name} data-team-id={team.id}>
      <header className="team-card__head">
        {mayEdit ? (
          <button type="button" className="team-card__logo-button" aria-label={TEAM_TEXT.logoTitle} onClick={() => setDialog('logo')}>
            <TeamLogo team={team} size="lg" />
          </button>
        ) : (
          <TeamLogo team={team} size="lg" />
        )}
        <div className="team-card__title">
          <h3 className="team-card__name">{team.name}</h3>
          <p className="team-card__count" aria-label={`${TEAM_TEXT.members}: ${team.members_count}`}>
            {teamSizeLabel(team.members_count)}
          </p>
          {isCaptain && <span className="badge badge--captain">{TEAM_TEXT.captain}</span>}
        </div>
        {mayEdit ? (
          <label className="switch">
            <input type="checkbox" checked={team.is_public} onChange={() => void toggleVisibility()} />
            <span>{team.is_public ? TEAM_TEXT.public : TEAM_TEXT.private}</span>
          </label>
        ) : (
          <span className="team-card__visibility">{team.is_public ? TEAM_TEXT.public : TEAM_TEXT.private}</span>
        )}
      </header>
      {team.description && <p className="team-card__motto">{team.description}</p>}
      <p className="team-card__meta">
        <span>Создана {longDate(team.created_at)}</span>
        {team.invite_code && (
          <CopyButton text={team.invite_code} className="code-chip team-card__code" title={TEAM_TEXT.copyCode} done={TEAM_TEXT.codeCopied}>
            {team.invite_code}
          </CopyButton>
        )}
      </p>
      <ul className="team-card__members" aria-label={TEAM_TEXT.members}>
        {team.members.map((m) => (
          <li key={m.id} className="team-member">
            <Avatar name={m.username} url={m.avatar_url} />
            <span className="team-member__name">{m.username}</span>
            <span className={`team-member__role team-member__role--${m.role}`}>{m.role === 'captain' ? TEAM_TEXT.captain : TEAM_TEXT.member}</span>
            {(mayHandOver || mayKick) && m.role !== 'captain' && (
              <span className="team-member__actions">
                {mayHandOver && (
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog({ act: 'handOver', member: m })}>
                    {TEAM_TEXT.makeCaptain}
                  </button>
                )}
                {mayKick && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small btn--danger-text"
                    aria-label={`${TEAM_TEXT.kick} ${m.username}`}
                    onClick={() => setDialog({ act: 'kick', member: m })}
                  >
                    {TEAM_TEXT.kick}
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <footer className="team-card__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={() => setDialog('invite')}>
          {TEAM_TEXT.invite}
        </button>
        {mayEdit && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog('edit')}>
            {TEAM_TEXT.edit}
          </button>
        )}
        {mayDisband && (
          <button type="button" className="btn btn--ghost btn--small btn--danger-text" onClick={() => setDialog('disband')}>
            {TEAM_TEXT.disband}
          </button>
        )}
        {/* A captain hands the team over before leaving it. */}
        {!isCaptain && (
          <button type="button" className="btn btn--ghost btn--small btn--danger-text" onClick={() => setDialog('leave')}>
            {TEAM_TEXT.leave}
          </button>
        )}
      </footer>
      {dialog === 'invite' && <InviteModal team={team} onClose={close} />}
      {dialog === 'edit' && <EditTeamModal team={team} onSaved={onChanged} onClose={close} />}
      {dialog === 'logo' && <LogoPickerModal team={team} onSaved={onChanged} onClose={close} />}
      {(dialog === 'leave' || dialog === 'disband') && (
        <ConfirmModal
          title={TEAM_TEXT[dialog]}
          text={ENDINGS[dialog].question}
          tone={ENDINGS[dialog].tone}
          confirmLabel={TEAM_TEXT[dialog]}
          onClose={close}
          onConfirm={() => endTeam(dialog)}
        />
      )}
      {typeof dialog === 'object' && dialog && (
        <ConfirmModal
          title={MEMBER_ACTS[dialog.act].title}
          text={MEMBER_ACTS[dialog.act].question(dialog.member.username)}
          tone={MEMBER_ACTS[dialog.act].tone}
          confirmLabel={MEMBER_ACTS[dialog.act].label}
          onClose={close}
          onConfirm={() => actOn(dialog)}
        />
      )}
    </article>
  );
}
