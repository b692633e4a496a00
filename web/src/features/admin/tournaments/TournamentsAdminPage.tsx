import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TournamentSummaryView } from '@fanhub/shared';
import { adminTournamentsApi } from './admin-tournaments-api';
import { FORMAT_NAMES, STATUS_NAMES, when } from './tournament-labels';
import { TournamentForm } from './TournamentForm';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { useLiveList } from '../use-live-list';
import './admin-tournaments.css';

/** The list's columns: the tournament with its game, format and prize; its status (and winner); start; teams; where to go. */
const COLUMNS: AdminColumn<TournamentSummaryView>[] = [
  {
    label: 'Турнир',
    cell: (t) => (
      <>
        <strong data-latin-ok>{t.title}</strong>
        <br />
        <small>
          <span data-latin-ok>{t.game}</span> · {FORMAT_NAMES[t.format]} · приз: <span data-latin-ok>{t.prize}</span>
        </small>
      </>
    ),
  },
  {
    label: 'Статус',
    cell: (t) => (
      <>
        {STATUS_NAMES[t.status]}
        {t.winner_name && (
          <small>
            {' '}
            · победитель: <span data-latin-ok>{t.winner_name}</span>
          </small>
        )}
      </>
    ),
  },
  { label: 'Начало', cell: (t) => when(t.starts_at) },
  { label: 'Команды', cell: (t) => `${t.teams_count} из ${t.max_teams}` },
  {
    label: 'Действия',
    actions: true,
    cell: (t) => (
      <>
        <Link className="btn btn--ghost btn--small" to={`/admin/tournaments/${t.id}`} aria-label={`Управлять: ${t.title}`}>
          Управлять
        </Link>
        <Link className="btn btn--ghost btn--small" to={`/tournaments/${t.id}`} aria-label={`Страница турнира: ${t.title}`}>
          Страница
        </Link>
      </>
    ),
  },
];

/** /admin/tournaments: every tournament (running first, then upcoming, then past) and «Создать турнир» (issue 31). */
export function TournamentsAdminPage() {
  const { data } = useLiveList(adminTournamentsApi.list, 'tournament', 'Не удалось загрузить турниры');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
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
      <AdminTable columns={COLUMNS} rows={all} rowKey={(t) => t.id} />
      {data && all.length === 0 && <p className="admin-page__meta">Турниров пока нет</p>}
      {creating && <TournamentForm tournament={null} onClose={() => setCreating(false)} onSaved={(saved) => void navigate(`/admin/tournaments/${saved.id}`)} />}
    </section>
  );
}
