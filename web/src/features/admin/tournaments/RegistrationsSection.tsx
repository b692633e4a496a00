import { useState } from 'react';
import type { TournamentTeamView, TournamentView } from '@fanhub/shared';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { runAction } from '../run-action';
import { adminTournamentsApi } from './admin-tournaments-api';
import { SeedingEditor } from './SeedingEditor';
import { fieldFixed, StartSection } from './StartSection';

interface Props {
  t: TournamentView;
  /** The tournament as an action answered it. */
  onChanged: (t: TournamentView) => void;
  reload: () => void;
}

const names = (players: TournamentTeamView['players']) => players.map((p) => p.username).join(', ');

/** `onRemove` null: the field is fixed for the beacon's round, no team can be removed. */
function TeamRow({ team, checkIn, onRemove }: { team: TournamentTeamView; checkIn: boolean; onRemove: (() => void) | null }) {
  return (
    <tr>
      <td data-label="Команда">
        <strong data-latin-ok>{team.name}</strong>
      </td>
      <td data-label="Состав">
        <span data-latin-ok>{names(team.players)}</span>
        {team.substitutes.length > 0 && (
          <small>
            <br />
            запасные: <span data-latin-ok>{names(team.substitutes)}</span>
          </small>
        )}
      </td>
      <td data-label="Отметка">{checkIn ? (team.checked_in ? 'отметилась' : 'не отметилась') : 'не нужна'}</td>
      <td className="admin-table__actions" data-label="Действия">
        {onRemove && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={`Убрать команду ${team.name}`}>
            Убрать
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * Before the start: the registered teams with their rosters and check-in, removing a team, the
 * manual seeding, and the start (StartSection). Once the field is fixed for the beacon's round,
 * neither a removal nor a seeding is offered (the API refuses them, 409 field_closed).
 */
export function RegistrationsSection({ t, onChanged, reload }: Props) {
  const [removing, setRemoving] = useState<TournamentTeamView | null>(null);
  const checkIn = t.check_in_minutes > 0;
  const fixed = fieldFixed(t) !== null;

  const remove = (team: TournamentTeamView) =>
    runAction(() => adminTournamentsApi.removeTeam(t.id, team.team_id), {
      ok: `Команда «${team.name}» убрана из турнира`,
      failed: 'Не удалось убрать команду',
      after: reload,
    });

  return (
    <>
      <section className="tn-admin__section" aria-labelledby="tn-registrations">
        <h2 id="tn-registrations" className="admin-page__sub">
          Регистрации
        </h2>
        {t.teams.length === 0 ? (
          <p className="admin-page__meta">Команд пока нет</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th>Команда</th>
                <th>Состав</th>
                <th>Отметка</th>
                <th>Действия</th>
              </tr>
            </thead>
            <tbody>
              {t.teams.map((team) => (
                <TeamRow key={team.team_id} team={team} checkIn={checkIn} onRemove={fixed ? null : () => setRemoving(team)} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {t.teams.length > 1 && !fixed && <SeedingEditor t={t} onSeeded={onChanged} />}
      <StartSection t={t} onChanged={onChanged} />
      {removing && (
        <ConfirmModal
          title="Убрать команду"
          tone="danger"
          text={`Убрать команду «${removing.name}» из турнира? Её состав освободится, капитан сможет зарегистрироваться снова до начала.`}
          confirmLabel="Убрать"
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
