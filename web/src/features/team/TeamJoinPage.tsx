import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { teamSizeLabel, type TeamView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { useUiStore } from '../../stores/ui';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { TeamLogo } from './TeamLogo';
import './team.css';
import { ErrorMessage } from '../../components/ErrorMessage';

type Preview = Omit<TeamView, 'invite_code' | 'members'>;

/** The share link /team/join/{code}: shows the team, asks to sign in if needed, then joins. */
export default function TeamJoinPage() {
  const { code = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const openAuth = useUiStore((s) => s.openAuthModal);
  const navigate = useNavigate();
  const [team, setTeam] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [wantsToJoin, setWantsToJoin] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    teamApi.byCode(code).then(setTeam, (err: unknown) => setError(failureText(err, TEAM_TEXT.joinFailed)));
  }, [code]);

  // 'Вступить' pressed while signed out: the join goes on by itself once the sign-in succeeds.
  useEffect(() => {
    if (!wantsToJoin || !user || busy) return;
    setBusy(true);
    teamApi
      .join(code)
      .then(
        async () => {
          toast.success(TEAM_TEXT.joined);
          await useAuthStore.getState().refreshUser();
          void navigate('/profile/team');
        },
        (err: unknown) => {
          const detail = failureText(err, TEAM_TEXT.joinFailed);
          toast.error(detail, detail.includes('Команда заполнена') ? { autoClose: 5000 } : undefined);
        },
      )
      .finally(() => {
        setBusy(false);
        setWantsToJoin(false);
      });
  }, [wantsToJoin, user, busy, code, navigate]);

  function join() {
    setWantsToJoin(true);
    if (!user) {
      toast.info(TEAM_TEXT.loginToJoin);
      openAuth('login');
    }
  }

  return (
    <section className="team-join panel" aria-labelledby="team-join-title">
      <p className="modal__kicker">// invite_link</p>
      <h1 id="team-join-title" className="team-join__title">
        Приглашение в команду
      </h1>
      <ErrorMessage className="team-page__error" message={error} />
      {team && (
        <div className="team-join__team">
          <TeamLogo team={team} size="lg" />
          <div>
            <p className="team-card__name">{team.name}</p>
            {team.description && <p className="team-card__motto">{team.description}</p>}
            <p className="team-card__count">{teamSizeLabel(team.members_count)}</p>
          </div>
        </div>
      )}
      <p className="placeholder__meta">
        Код приглашения: <code className="code-chip">{code}</code>
      </p>
      {team && (
        <button type="button" className="btn btn--primary" disabled={busy || status === 'checking'} onClick={join}>
          {user ? 'Вступить в команду' : 'Войти и вступить'}
        </button>
      )}
      <p>
        <Link to="/profile/team">{TEAM_TEXT.title}</Link>
      </p>
    </section>
  );
}
