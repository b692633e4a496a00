import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { teamNamer } from './texts';

/** A cell from the row team's side: «2:1», «тех. победа», «Матч 7» while unplayed. */
function cellText(m: TournamentMatchView | undefined, rowTeam: number): string {
  if (!m) return '';
  if (m.winner_team_id === null) return `Матч ${m.id}`;
  if (m.forfeit) return m.winner_team_id === rowTeam ? 'тех. победа' : 'тех. поражение';
  if (!m.scores) return '';
  const [a, b] = m.team1_id === rowTeam ? m.scores : [m.scores[1], m.scores[0]];
  return `${a}:${b}`;
}

/** Round robin: every pair once, as a grid of results (row team's score first); scrolls in its own box when wide. */
export function RoundRobinGrid({ tournament: t }: { tournament: TournamentView }) {
  const name = teamNamer(t);
  const order = [...t.teams].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((team) => team.team_id);
  const between = (x: number, y: number) => t.matches.find((m) => (m.team1_id === x && m.team2_id === y) || (m.team1_id === y && m.team2_id === x));
  return (
    <div className="tn-grid" role="region" aria-label="Результаты: каждый с каждым" tabIndex={0}>
      <table className="tn-grid__table">
        <thead>
          <tr>
            <td />
            {order.map((id) => (
              <th key={id} scope="col" data-latin-ok>
                {name(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((row) => (
            <tr key={row}>
              <th scope="row" data-latin-ok>
                {name(row)}
              </th>
              {order.map((col) => {
                const m = row === col ? undefined : between(row, col);
                const won = m?.winner_team_id === row;
                const lost = m !== undefined && m.winner_team_id !== null && !won;
                return (
                  <td key={col} className={row === col ? 'tn-grid__self' : won ? 'tn-grid__won' : lost ? 'tn-grid__lost' : undefined}>
                    {row === col ? '—' : cellText(m, row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
