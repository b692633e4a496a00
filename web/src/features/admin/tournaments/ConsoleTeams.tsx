import { useState } from 'react';
import type { TournamentTeamView, TournamentView } from '@fanhub/shared';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { STANDING_STATUS_NAMES } from '../../tournaments';
import { runAction } from '../run-action';
import { adminTournamentsApi } from './admin-tournaments-api';

/** The table as the engine computes it, each team with its roster, and disqualification (behind a confirmation). */
export function ConsoleTeams({ t, reload }: { t: TournamentView; reload: () => void }) {
  const [target, setTarget] = useState<TournamentTeamView | null>(null);
  const byId = new Map(t.teams.map((team) => [team.team_id, team]));
  const rows = t.standings.length ? t.standings : t.teams.map((team) => ({ team_id: team.team_id, rank: 0, wins: 0, losses: 0, status: 'active' as const }));

  const disqualify = (team: TournamentTeamView) =>
    runAction(() => adminTournamentsApi.disqualify(t.id, team.team_id), {
      ok: `Команда «${team.name}» дисквалифицирована`,
      failed: 'Не удалось дисквалифицировать команду',
      after: reload,
    });

  return (
    <section className="tn-admin__section" aria-labelledby="tn-teams">
      <h2 id="tn-teams" className="admin-page__sub">
        Команды
      </h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th>Место</th>
            <th>Команда</th>
            <th>Победы / поражения</th>
            <th>Статус</th>
            <th>Действия</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const team = byId.get(s.team_id);
            return (
              <tr key={s.team_id}>
                <td data-label="Место">{s.rank || '—'}</td>
                <td data-label="Команда">
                  <strong data-latin-ok>{team?.name ?? '—'}</strong>
                  <br />
                  <small data-latin-ok>{team?.players.map((p) => p.username).join(', ')}</small>
                </td>
                <td data-label="Победы / поражения">
                  {s.wins} / {s.losses}
                </td>
                <td data-label="Статус">{team?.disqualified ? 'Дисквалифицирована' : STANDING_STATUS_NAMES[s.status]}</td>
                <td className="admin-table__actions" data-label="Действия">
                  {team && !team.disqualified && t.status === 'running' && (
                    <button type="button" className="btn btn--ghost btn--small" aria-label={`Дисквалифицировать ${team.name}`} onClick={() => setTarget(team)}>
                      Дисквалифицировать
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {target && (
        <ConfirmModal
          title="Дисквалифицировать команду"
          tone="danger"
          text={`Дисквалифицировать «${target.name}»? Все её оставшиеся матчи, сейчас и дальше, будут засчитаны соперникам как технические поражения. Её прошлые результаты останутся. Отменить это нельзя.`}
          confirmLabel="Дисквалифицировать"
          onConfirm={() => disqualify(target)}
          onClose={() => setTarget(null)}
        />
      )}
    </section>
  );
}
