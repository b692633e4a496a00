import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AppEvent, TournamentView } from '@fanhub/shared';
import { detailOf } from '../../../api/errors';
import { useLiveRefresh } from '../../../lib/use-live';
import { adminTournamentsApi } from './admin-tournaments-api';
import { MatchConsole } from './MatchConsole';
import { RegistrationsSection } from './RegistrationsSection';
import { BEST_OF_NAMES, FORMAT_NAMES, STATUS_NAMES, when } from './tournament-labels';
import { TournamentForm } from './TournamentForm';
import './admin-tournaments.css';

/** Whether an event is about this tournament (every tournament event names it). */
const aboutTournament = (id: number) => (e: AppEvent) => e.type.startsWith('tournament.') && (e.payload as { tournamentId?: number }).tournamentId === id;

function Settings({ t }: { t: TournamentView }) {
  return (
    <dl className="tn-admin__settings">
      <div>
        <dt>Игра</dt>
        <dd data-latin-ok>{t.game}</dd>
      </div>
      <div>
        <dt>Формат</dt>
        <dd>
          {FORMAT_NAMES[t.format]}
          {t.third_place && ', матч за третье место'}
        </dd>
      </div>
      <div>
        <dt>Серия</dt>
        <dd>{BEST_OF_NAMES[t.best_of as 1 | 3 | 5]}</dd>
      </div>
      <div>
        <dt>Команды</dt>
        <dd>
          {t.teams_count} из {t.max_teams}, по {t.team_size} игр.
        </dd>
      </div>
      <div>
        <dt>Начало</dt>
        <dd>{when(t.starts_at)}</dd>
      </div>
      <div>
        <dt>Приз</dt>
        <dd data-latin-ok>{t.prize}</dd>
      </div>
      <div>
        <dt>Посев</dt>
        <dd>{t.seeding === 'manual' ? 'ручной' : t.beacon ? `проверяемая жеребьёвка по раунду маяка ${t.beacon.round}` : 'проверяемая жеребьёвка'}</dd>
      </div>
    </dl>
  );
}

/**
 * /admin/tournaments/:id: one tournament. Until the start its settings (the editor), registrations,
 * seeding and the start; from the start the match console; live from the tournament's events.
 */
export function TournamentAdminPage() {
  const id = Number(useParams().id);
  const [t, setT] = useState<TournamentView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const load = useCallback(() => {
    adminTournamentsApi
      .get(id)
      .then((view) => {
        setT(view);
        setFailed(null);
      })
      .catch((err: unknown) => setFailed(detailOf(err, 'Не удалось загрузить турнир')));
  }, [id]);
  useEffect(load, [load]);
  useLiveRefresh(load, aboutTournament(id));

  const open = t && (t.status === 'registration' || t.status === 'check_in');
  // The field fixed for the beacon's round: the settings no longer change (the API answers field_closed).
  const editable = open && !t.beacon;
  return (
    <section className="admin-page tn-admin" aria-labelledby="tournament-title">
      <div className="admin-page__head">
        <h1 id="tournament-title" data-latin-ok>
          {t?.title ?? 'Турнир'}
        </h1>
        {t && <span className="admin-page__meta">{STATUS_NAMES[t.status]}</span>}
        {editable && (
          <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing(true)}>
            Изменить настройки
          </button>
        )}
        <Link className="btn btn--ghost btn--small" to="/admin/tournaments">
          Все турниры
        </Link>
        {t && (
          <Link className="btn btn--ghost btn--small" to={`/tournaments/${t.id}`}>
            Страница турнира
          </Link>
        )}
      </div>
      {failed && !t && (
        <p role="alert" className="form-alert">
          {failed}
        </p>
      )}
      {t && <Settings t={t} />}
      {t && open && <RegistrationsSection t={t} onChanged={setT} reload={load} />}
      {t && !open && <MatchConsole t={t} reload={load} />}
      {editing && t && <TournamentForm tournament={t} onClose={() => setEditing(false)} onSaved={setT} />}
    </section>
  );
}
