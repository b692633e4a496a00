import type { TournamentView } from '@fanhub/shared';
import { lastMatchText, nextMatchText, STANDING_STATUS_NAMES, TABLE_COLUMNS, teamNamer } from './texts';

/**
 * The spec's table (rank, team, players, wins/losses, win streak, status, last and next match),
 * every cell from the API's `standings` and `matches`: nothing typed by hand. Under 768 px the rows
 * become cards (styles/tournament.css), so the roles are explicit.
 */
export function StandingsTable({ tournament: t }: { tournament: TournamentView }) {
  const name = teamNamer(t);
  const teams = new Map(t.teams.map((team) => [team.team_id, team]));
  const matches = new Map(t.matches.map((m) => [m.id, m]));
  return (
    <div className="table-scroll" role="region" aria-label="Таблица команд" tabIndex={0}>
      <table className="teams" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {TABLE_COLUMNS.map((c) => (
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {t.standings.map((s) => {
            const team = teams.get(s.team_id);
            const last = s.last_match_id === null ? undefined : matches.get(s.last_match_id);
            const next = s.next_match_id === null ? undefined : matches.get(s.next_match_id);
            return (
              <tr key={s.team_id} role="row" className="teams__row">
                <td role="cell" className="teams__rank" data-label={TABLE_COLUMNS[0]}>
                  #{s.rank}
                </td>
                <th scope="row" role="rowheader" className="teams__team">
                  <span className="teams__name" data-latin-ok>
                    {name(s.team_id)}
                    {team?.disqualified && <span className="tn-tag">дисквалифицирована</span>}
                  </span>
                </th>
                <td role="cell" data-label={TABLE_COLUMNS[2]} data-latin-ok>
                  {team?.players.map((p) => p.username).join(', ')}
                </td>
                <td role="cell" className="teams__num" data-label={TABLE_COLUMNS[3]}>
                  {s.wins} / {s.losses}
                </td>
                <td role="cell" className="teams__num" data-label={TABLE_COLUMNS[4]}>
                  {s.streak}
                </td>
                <td role="cell" className="teams__status" data-label={TABLE_COLUMNS[5]}>
                  <span className={`status status--${s.status}`}>{STANDING_STATUS_NAMES[s.status]}</span>
                </td>
                <td role="cell" data-label={TABLE_COLUMNS[6]} data-latin-ok>
                  {lastMatchText(last, s.team_id, name)}
                </td>
                <td role="cell" data-label={TABLE_COLUMNS[7]} data-latin-ok>
                  {nextMatchText(next, s.team_id, name)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Before the start: who registered, with their rosters and whether they checked in. */
export function RegisteredTeams({ tournament: t }: { tournament: TournamentView }) {
  if (t.teams.length === 0) return <p className="tn-empty">Пока ни одна команда не зарегистрировалась.</p>;
  return (
    <ul className="tn-registered" aria-label="Зарегистрированные команды">
      {t.teams.map((team) => (
        <li key={team.team_id} className="tn-registered__team">
          <span className="tn-registered__name" data-latin-ok>
            {team.name}
          </span>
          {t.check_in_minutes > 0 && (
            <span className={`status status--${team.checked_in ? 'active' : 'qualified'}`}>{team.checked_in ? 'Отметились' : 'Не отметились'}</span>
          )}
          <span className="tn-registered__players" data-latin-ok>
            {team.players.map((p) => p.username).join(', ')}
            {team.substitutes.length > 0 && ` · запасные: ${team.substitutes.map((p) => p.username).join(', ')}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
