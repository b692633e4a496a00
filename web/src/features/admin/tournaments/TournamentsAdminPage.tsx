import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { TournamentListView, TournamentSummaryView } from '@fanhub/shared';
import { detailOf } from '../../../api/errors';
import { useLiveRefresh } from '../../../lib/use-live';
import { adminTournamentsApi } from './admin-tournaments-api';
import { FORMAT_NAMES, STATUS_NAMES, when } from './tournament-labels';
import { TournamentForm } from './TournamentForm';
import './admin-tournaments.css';

function TournamentRow({ t }: { t: TournamentSummaryView }) {
  return (
    <tr>
      <td data-label="Турнир">
        <strong data-latin-ok>{t.title}</strong>
        <br />
        <small>
          <span data-latin-ok>{t.game}</span> · {FORMAT_NAMES[t.format]} · приз: <span data-latin-ok>{t.prize}</span>
        </small>
      </td>
      <td data-label="Статус">
        {STATUS_NAMES[t.status]}
        {t.winner_name && (
          <small>
            {' '}
            · победитель: <span data-latin-ok>{t.winner_name}</span>
          </small>
        )}
      </td>
      <td data-label="Начало">{when(t.starts_at)}</td>
      <td data-label="Команды">
        {t.teams_count} из {t.max_teams}
      </td>
      <td className="admin-table__actions" data-label="Действия">
        <Link className="btn btn--ghost btn--small" to={`/admin/tournaments/${t.id}`} aria-label={`Управлять: ${t.title}`}>
          Управлять
        </Link>
        <Link className="btn btn--ghost btn--small" to={`/tournaments/${t.id}`} aria-label={`Страница турнира: ${t.title}`}>
          Страница
        </Link>
      </td>
    </tr>
  );
}

/** /admin/tournaments: every tournament (running first, then upcoming, then past) and «Создать турнир» (issue 31). */
export function TournamentsAdminPage() {
  const [data, setData] = useState<TournamentListView | null>(null);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const load = useCallback(() => {
    adminTournamentsApi
      .list()
      .then(setData)
      .catch((err: unknown) => toast.error(detailOf(err, 'Не удалось загрузить турниры')));
  }, []);
  useEffect(load, [load]);
  useLiveRefresh(load, (e) => e.type.startsWith('tournament.'));
  const all = data ? [...data.running, ...data.upcoming, ...data.past] : [];

  return (
    <section className="admin-page" aria-labelledby="tournaments-title">
      <div className="admin-page__head">
        <h1 id="tournaments-title">Турниры</h1>
        <span className="admin-page__meta">{data ? `всего ${all.length}` : ''}</span>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setCreating(true)}>
          Создать турнир
        </button>
      </div>
      <table className="admin-table tn-admin-table">
        <thead>
          <tr>
            <th>Турнир</th>
            <th>Статус</th>
            <th>Начало</th>
            <th>Команды</th>
            <th>Действия</th>
          </tr>
        </thead>
        <tbody>
          {all.map((t) => (
            <TournamentRow key={t.id} t={t} />
          ))}
        </tbody>
      </table>
      {data && all.length === 0 && <p className="admin-page__meta">Турниров пока нет</p>}
      {creating && (
        <TournamentForm
          tournament={null}
          onClose={() => setCreating(false)}
          onSaved={(saved, message) => {
            toast.success(message);
            setCreating(false);
            void navigate(`/admin/tournaments/${saved.id}`);
          }}
        />
      )}
    </section>
  );
}
