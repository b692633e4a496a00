import { useParams } from 'react-router-dom';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { RecordPage } from '../../components/RecordPage';
import { canMe, useAuthStore } from '../../stores/auth';
import { Bracket } from './Bracket';
import { InfoCards } from './InfoCards';
import { MatchActions } from './MatchActions';
import { MemberActions } from './MemberActions';
import { SeedingProof } from './SeedingCheck';
import { RegisteredTeams, StandingsTable } from './StandingsTable';
import { TOURNAMENT_PAGE, TOURNAMENT_STATUS_NAMES, teamNamer } from './texts';
import { useMyTeams, useTournament } from './use-tournament';
import './tournaments.css';

/** The match actions of the reader: only on a match of a team they captain (the shared `tournament.play` rule). */
function useMatchActions(t: TournamentView | null, reload: () => void) {
  const user = useAuthStore((s) => s.user);
  const myTeams = useMyTeams();
  if (!t || !user || t.status !== 'running') return { myTeams, actionsFor: undefined };
  const name = teamNamer(t);
  const captainOf = new Map(myTeams.map((team) => [team.id, team.captain_id]));
  const actionsFor = (m: TournamentMatchView) => {
    const captainIds = [m.team1_id, m.team2_id].map((id) => (id === null ? null : (captainOf.get(id) ?? null)));
    if (!canMe(user, 'tournament.play', { captainIds })) return null;
    const myTeamId = [m.team1_id, m.team2_id].find((id) => id !== null && captainOf.get(id) === user.id)!;
    return <MatchActions tournament={t} match={m} myTeamId={myTeamId} name={name} reload={reload} />;
  };
  return { myTeams, actionsFor };
}

function Tournament({ tournament: t, reload }: { tournament: TournamentView; reload: () => void }) {
  const { myTeams, actionsFor } = useMatchActions(t, reload);
  const winner = teamNamer(t)(t.winner_team_id);
  const started = t.status === 'running' || t.status === 'finished';
  return (
    <>
      <header className="tn-head">
        <h1 className="tn-title" data-latin-ok>
          {t.title}
        </h1>
        <p className="tn-head__meta">
          <span className={`status tn-badge--${t.status}`}>{TOURNAMENT_STATUS_NAMES[t.status]}</span>
          <span>
            Команд: {t.teams_count} из {t.max_teams}
          </span>
        </p>
      </header>
      {winner && (
        <p className="tn-winner" role="status">
          Победитель: <strong data-latin-ok>{winner}</strong>
        </p>
      )}
      <InfoCards tournament={t} />
      <MemberActions tournament={t} myTeams={myTeams} reload={reload} />
      <section aria-labelledby="tn-table-title">
        <h2 id="tn-table-title" className="tn-section-title">
          {started ? 'Таблица' : 'Команды'}
        </h2>
        {started ? <StandingsTable tournament={t} /> : <RegisteredTeams tournament={t} />}
      </section>
      <section aria-labelledby="tn-bracket-title">
        <h2 id="tn-bracket-title" className="tn-section-title">
          Сетка
        </h2>
        <Bracket tournament={t} actionsFor={actionsFor} />
      </section>
      <SeedingProof tournament={t} />
    </>
  );
}

/** /tournaments/:id: the spec's tournament screen for one tournament, live, with what a captain or player may do. */
export default function TournamentPage() {
  const id = Number(useParams().id);
  const load = useTournament(id);
  return (
    <RecordPage load={load} {...TOURNAMENT_PAGE}>
      {(t) => <Tournament tournament={t} reload={load.reload} />}
    </RecordPage>
  );
}
