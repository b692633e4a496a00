import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOURNAMENT_MSG, type IneligiblePlayer, type RosterMissingKey, type TeamView, type TournamentView } from '@fanhub/shared';
import { isApiError } from '../../api/errors';
import { DialogActions } from '../../components/DialogActions';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Modal } from '../../components/Modal';
import { NamedOptions } from '../../components/NamedOptions';
import { missingText } from '../giveaways';
import { errorFor } from './action-error';
import { tournamentsApi } from './tournaments-api';

type Role = 'player' | 'substitute' | 'out';
const ROLE_NAMES: Record<Role, string> = { player: 'Игрок', substitute: 'Запасной', out: 'Не участвует' };

/** 403 `not_eligible` (at registration and at check-in) names, per roster player, what they miss (the answer's `players`). */
export function ineligiblePlayersOf(err: unknown): IneligiblePlayer[] {
  if (!isApiError(err) || err.code !== 'not_eligible') return [];
  const players = err.extra.players;
  // Read by shape, not by the zod schema: no schema reaches the bundle.
  if (!Array.isArray(players)) return [];
  return players.filter(
    (p): p is IneligiblePlayer =>
      typeof p === 'object' && p !== null && typeof (p as IneligiblePlayer).username === 'string' && Array.isArray((p as IneligiblePlayer).missing),
  );
}

/** What a roster player misses: the giveaways' short texts, and since the registration blocked or gone from the team. */
function rosterMissingText(key: RosterMissingKey, rules: TournamentView['eligibility']): string {
  if (key === 'blocked') return TOURNAMENT_MSG.rosterBlocked;
  if (key === 'left_team') return TOURNAMENT_MSG.rosterLeftTeam;
  return missingText(key, rules);
}

/** Per player, what they still have to do before the team may register or check in. */
export function IneligiblePlayers({ players, tournament }: { players: IneligiblePlayer[]; tournament: Pick<TournamentView, 'eligibility'> }) {
  return (
    <ul className="tn-missing" aria-label="Кто не выполняет условия">
      {players.map((p) => (
        <li key={p.user_id}>
          <strong data-latin-ok>{p.username}</strong>: {p.missing.map((k) => rosterMissingText(k, tournament.eligibility)).join('; ')}
        </li>
      ))}
    </ul>
  );
}

/** The first team_size members play (the captain first), the rest stay out until the captain says otherwise. */
const initialRoles = (team: TeamView, size: number): Record<number, Role> => {
  const ordered = [...team.members].sort((a, b) => (a.role === 'captain' ? -1 : b.role === 'captain' ? 1 : 0));
  return Object.fromEntries(ordered.map((m, i) => [m.id, i < size ? 'player' : 'out']));
};

/**
 * The captain registers a team: exactly team_size players and up to team_size substitutes from it.
 * The count is checked here first; the server's refusals (eligibility per player, a player already
 * in another roster, no places left) are shown under the roster in its words.
 */
export function RegisterDialog({
  tournament: t,
  teams,
  onClose,
  onDone,
}: {
  tournament: TournamentView;
  teams: TeamView[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [teamId, setTeamId] = useState(teams[0]!.id);
  const team = teams.find((x) => x.id === teamId) ?? teams[0]!;
  const [roles, setRoles] = useState(() => initialRoles(team, t.team_size));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; players: IneligiblePlayer[] } | null>(null);
  const pick = (id: number) => {
    const next = teams.find((x) => x.id === id)!;
    setTeamId(id);
    setRoles(initialRoles(next, t.team_size));
    setError(null);
  };
  const ids = (role: Role) => team.members.filter((m) => roles[m.id] === role).map((m) => m.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const players = ids('player');
    const substitutes = ids('substitute');
    if (players.length !== t.team_size || substitutes.length > t.team_size) {
      setError({ message: TOURNAMENT_MSG.rosterSize(t.team_size), players: [] });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await tournamentsApi.register(t.id, team.id, [...players, ...substitutes]);
      toast.success(`Команда «${team.name}» зарегистрирована на турнир`);
      onDone();
      onClose();
    } catch (err) {
      setError({ message: errorFor(err, 'player_ids'), players: ineligiblePlayersOf(err) });
      setBusy(false);
    }
  };
  const errorId = 'tn-roster-error';
  return (
    <Modal title="Регистрация команды" kicker="// tournament_entry" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {teams.length > 1 && (
          <label className="field">
            <span className="field__label">Команда</span>
            <select className="field__input" value={team.id} onChange={(e) => pick(Number(e.target.value))}>
              <NamedOptions items={teams} />
            </select>
          </label>
        )}
        <fieldset className="tn-roster" aria-describedby={error ? errorId : undefined}>
          <legend className="field__label">
            Состав: ровно {t.team_size} в основе и до {t.team_size} запасных
          </legend>
          {team.members.map((m) => (
            <label key={m.id} className="tn-roster__row">
              <span className="tn-roster__name" data-latin-ok>
                {m.username}
              </span>
              <select
                className="field__input"
                aria-label={`Роль: ${m.username}`}
                value={roles[m.id] ?? 'out'}
                onChange={(e) => setRoles({ ...roles, [m.id]: e.target.value as Role })}
              >
                {(Object.keys(ROLE_NAMES) as Role[]).map((r) => (
                  <option key={r} value={r}>
                    {ROLE_NAMES[r]}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        {error && (
          <div id={errorId}>
            <ErrorMessage className="field__error" message={error.message} />
            {error.players.length > 0 && <IneligiblePlayers players={error.players} tournament={t} />}
          </div>
        )}
        <DialogActions cancelLabel="Отмена" submitLabel="Зарегистрировать" busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
