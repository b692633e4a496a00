import { useState } from 'react';
import { toast } from 'react-toastify';
import type { TournamentTeamView, TournamentView } from '@fanhub/shared';
import { detailOf } from '../../../api/errors';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { runAction } from '../run-action';
import { adminTournamentsApi } from './admin-tournaments-api';
import { SeedingEditor } from './SeedingEditor';

interface Props {
  t: TournamentView;
  /** The tournament as an action answered it. */
  onChanged: (t: TournamentView) => void;
  reload: () => void;
}

const names = (players: TournamentTeamView['players']) => players.map((p) => p.username).join(', ');

function TeamRow({ team, checkIn, onRemove }: { team: TournamentTeamView; checkIn: boolean; onRemove: () => void }) {
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
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={`Убрать команду ${team.name}`}>
          Убрать
        </button>
      </td>
    </tr>
  );
}

/**
 * Before the start: the registered teams with their rosters and check-in, removing a team, the
 * manual seeding, and the start (teams not checked in are dropped; the server's 409 is shown here).
 */
export function RegistrationsSection({ t, onChanged, reload }: Props) {
  const [removing, setRemoving] = useState<TournamentTeamView | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const checkIn = t.check_in_minutes > 0;
  const ready = checkIn ? t.teams.filter((team) => team.checked_in).length : t.teams.length;

  const remove = (team: TournamentTeamView) =>
    runAction(() => adminTournamentsApi.removeTeam(t.id, team.team_id), {
      ok: `Команда «${team.name}» убрана из турнира`,
      failed: 'Не удалось убрать команду',
      after: reload,
    });
  const start = async () => {
    setStartError(null);
    try {
      onChanged(await adminTournamentsApi.start(t.id));
      toast.success('Турнир начался: сетка создана, сид раскрыт');
    } catch (err) {
      setStartError(detailOf(err, 'Не удалось начать турнир'));
    }
  };

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
                <TeamRow key={team.team_id} team={team} checkIn={checkIn} onRemove={() => setRemoving(team)} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {t.teams.length > 1 && <SeedingEditor t={t} onSeeded={onChanged} />}
      <section className="tn-admin__section tn-admin__start" aria-labelledby="tn-start">
        <h2 id="tn-start" className="admin-page__sub">
          Старт
        </h2>
        <p className="admin-page__meta">
          {checkIn ? `Отметились: ${ready} из ${t.teams.length}. Команды без отметки при старте выбывают.` : `Играют все зарегистрированные команды: ${ready}.`}
        </p>
        <button type="button" className="btn btn--warning btn--small" onClick={() => setStarting(true)}>
          Начать турнир
        </button>
        {startError && (
          <p role="alert" className="form-alert">
            {startError}
          </p>
        )}
      </section>
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
      {starting && (
        <ConfirmModal
          title="Начать турнир"
          tone="warning"
          text={`Начать «${t.title}» сейчас? ${checkIn ? 'Команды без отметки выбудут, ' : ''}сетка будет создана, сид посева — раскрыт. Настройки после этого не меняются.`}
          confirmLabel="Начать"
          onConfirm={start}
          onClose={() => setStarting(false)}
        />
      )}
    </>
  );
}
