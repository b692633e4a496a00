import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { IneligiblePlayer, TeamView, TournamentView } from '@fanhub/shared';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { canMe, useAuthStore } from '../../stores/auth';
import { errorFor } from './action-error';
import { moscowMoment } from './moment';
import { IneligiblePlayers, RegisterDialog, ineligiblePlayersOf } from './RegisterDialog';
import { tournamentsApi } from './tournaments-api';

/**
 * Before the start, what the reader may do (the shared authz rules, then the data): a captain
 * registers a team or withdraws it, any roster player checks the team in during the window.
 */
export function MemberActions({ tournament: t, myTeams, reload }: { tournament: TournamentView; myTeams: TeamView[]; reload: () => void }) {
  const user = useAuthStore((s) => s.user);
  const [dialog, setDialog] = useState<{ kind: 'register' } | { kind: 'withdraw'; team: TeamView } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A refused check-in: per roster player, what stops them now (unverified, blocked or gone from the team since).
  const [ineligible, setIneligible] = useState<IneligiblePlayer[]>([]);
  const [busy, setBusy] = useState(false);
  if (t.status !== 'registration' && t.status !== 'check_in') return null;
  // The start's first step fixed the field for the beacon's draw: nothing may change it any more.
  if (t.beacon)
    return (
      <p className="tn-note" role="status">
        Состав зафиксирован для посева по маяку случайности: заявки, отметка и снятие команд закрыты. Турнир начнётся после раунда {t.beacon.round} (
        {moscowMoment(t.beacon.round_at)}).
      </p>
    );
  if (!user)
    return (
      <p className="tn-note">
        Команду регистрирует её капитан.{' '}
        <Link className="link" to="/login">
          Войдите
        </Link>
        , чтобы участвовать.
      </p>
    );

  const registered = new Map(t.teams.map((team) => [team.team_id, team]));
  const mayRegister = myTeams.filter((team) => !registered.has(team.id) && canMe(user, 'tournament.register', { captainId: team.captain_id }));
  const mayWithdraw = myTeams.filter((team) => registered.has(team.id) && canMe(user, 'tournament.withdraw', { captainId: team.captain_id }));
  const mayCheckIn =
    t.status === 'check_in'
      ? t.teams.filter(
          (team) => !team.checked_in && canMe(user, 'tournament.checkIn', { playerIds: [...team.players, ...team.substitutes].map((p) => p.user_id) }),
        )
      : [];
  if (mayRegister.length + mayWithdraw.length + mayCheckIn.length === 0) return null;

  const checkIn = async (teamId: number, name: string) => {
    setBusy(true);
    setError(null);
    setIneligible([]);
    try {
      await tournamentsApi.checkIn(t.id, teamId);
      toast.success(`Команда «${name}» отметилась: ждём старта`);
    } catch (err) {
      setError(errorFor(err));
      setIneligible(ineligiblePlayersOf(err));
    } finally {
      setBusy(false);
      reload();
    }
  };
  const withdraw = async (team: TeamView) => {
    try {
      await tournamentsApi.withdraw(t.id, team.id);
      toast.success(`Команда «${team.name}» снята с турнира`);
    } catch (err) {
      setError(errorFor(err));
    } finally {
      reload();
    }
  };

  return (
    <div className="tn-member panel-inset" role="group" aria-label="Участие команды">
      {mayRegister.length > 0 && (
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'register' })}>
          Зарегистрировать команду
        </button>
      )}
      {mayCheckIn.map((team) => (
        <button key={team.team_id} type="button" className="btn btn--primary" disabled={busy} onClick={() => void checkIn(team.team_id, team.name)}>
          Отметить команду «{team.name}»
        </button>
      ))}
      {mayWithdraw.map((team) => (
        <button key={team.id} type="button" className="btn btn--ghost" onClick={() => setDialog({ kind: 'withdraw', team })}>
          Снять команду «{team.name}»
        </button>
      ))}
      <ErrorMessage message={error} />
      {ineligible.length > 0 && <IneligiblePlayers players={ineligible} tournament={t} />}
      {dialog?.kind === 'register' && <RegisterDialog tournament={t} teams={mayRegister} onClose={() => setDialog(null)} onDone={reload} />}
      {dialog?.kind === 'withdraw' && (
        <ConfirmModal
          title="Снять команду с турнира"
          tone="warning"
          text={`Снять команду «${dialog.team.name}» с турнира «${t.title}»? До старта её можно будет зарегистрировать снова, если останутся места.`}
          confirmLabel="Снять команду"
          onConfirm={() => withdraw(dialog.team)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
