import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { TeamView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { useCan } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TeamLogo } from '../team';
import { adminApi } from './admin-api';
import { FilterSelect } from './FilterSelect';
import { runAction } from './run-action';
import { Pager } from './Pager';
import { useLiveRefresh } from '../../lib/use-live';

const date = (iso: string) => new Date(iso).toLocaleDateString('ru-RU');
const captainOf = (t: TeamView) => t.members.find((m) => m.id === t.captain_id);
const VISIBILITY_OPTIONS = [
  ['public', 'Открытые'],
  ['private', 'Закрытые'],
] as const;

/** /admin/teams: every team (private ones too) with search, visibility and paging; a team's card; disbanding (admins). */
export function TeamsPage() {
  const mayDisband = useCan('admin.teams.disband');
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [visibility, setVisibility] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Awaited<ReturnType<typeof adminApi.teams>> | null>(null);
  const [open, setOpen] = useState<TeamView | null>(null);
  const [confirm, setConfirm] = useState<TeamView | null>(null);
  const openId = Number(params.get('id')) || null;

  const load = useCallback(() => {
    adminApi
      .teams({ q, visibility, page, limit: 20 })
      .then(setData)
      .catch(() => setData({ teams: [], total: 0, page: 1, totalPages: 1 }));
  }, [q, visibility, page]);
  useEffect(() => {
    const t = setTimeout(load, 300);
    return () => clearTimeout(t);
  }, [load]);
  // A link from the search or the feed opens that team's card (it may be on another page, or gone).
  // A live refresh that finds the team gone (disbanded meanwhile) just closes the card.
  const loadOpen = useCallback(
    (quiet: boolean) => {
      if (!openId) return setOpen(null);
      adminApi
        .team(openId)
        .then(setOpen)
        .catch((err) => {
          if (!quiet) toast.error(detailOf(err, 'Команда не найдена'));
          setParams({}, { replace: true });
        });
    },
    [openId, setParams],
  );
  useEffect(() => loadOpen(false), [loadOpen]);
  useLiveRefresh(
    () => {
      load();
      if (openId) loadOpen(true);
    },
    (e) => e.type.startsWith('team.'),
  );

  const close = () => setParams({}, { replace: true });
  const disband = (team: TeamView) =>
    runAction(() => adminApi.disbandTeam(team.id), {
      ok: `Команда «${team.name}» расформирована`,
      failed: 'Не удалось расформировать команду',
      after: () => (close(), load()),
    });

  return (
    <section className="admin-page" aria-labelledby="teams-title">
      <div className="admin-page__head">
        <h1 id="teams-title">Команды</h1>
        <span className="admin-page__meta">{data ? `всего ${data.total}` : ''}</span>
      </div>
      <div className="admin-filters">
        <input
          type="search"
          aria-label="Поиск по названию или девизу"
          placeholder="Название или девиз"
          value={q}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
        />
        <FilterSelect label="Видимость" anyLabel="Все" options={VISIBILITY_OPTIONS} value={visibility} onChange={(v) => (setVisibility(v), setPage(1))} />
      </div>
      <table className="admin-table">
        <thead>
          <tr>
            <th>Команда</th>
            <th>Капитан</th>
            <th>Участники</th>
            <th>Видимость</th>
            <th>Создана</th>
            <th>Действия</th>
          </tr>
        </thead>
        <tbody>
          {data?.teams.map((t) => (
            <tr key={t.id}>
              <td data-label="Команда">
                <span className="admin-team">
                  <TeamLogo team={t} />
                  <strong>{t.name}</strong>
                </span>
              </td>
              <td data-label="Капитан">{captainOf(t)?.username ?? '—'}</td>
              <td data-label="Участники">
                {t.members_count} / {t.max_members}
              </td>
              <td data-label="Видимость">{t.is_public ? 'Открытая' : 'Закрытая'}</td>
              <td data-label="Создана">{date(t.created_at)}</td>
              <td className="admin-table__actions" data-label="Действия">
                <Link className="btn btn--ghost btn--small" to={`/admin/teams?id=${t.id}`}>
                  Открыть
                </Link>
                {mayDisband && (
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirm(t)}>
                    Расформировать
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data?.teams.length === 0 && <p className="admin-page__meta">Команд не найдено</p>}
      {data && <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />}

      {open && !confirm && (
        <Modal title={`Команда «${open.name}»`} onClose={close}>
          <div className="admin-team admin-team--card">
            <TeamLogo team={open} size="lg" />
            <p>{open.description || 'Без девиза'}</p>
          </div>
          <dl className="facts">
            <dt>Видимость</dt>
            <dd>{open.is_public ? 'Открытая: видна в поиске' : 'Закрытая: вступить можно по ссылке'}</dd>
            <dt>Код приглашения</dt>
            <dd>
              <code>{open.invite_code}</code>
            </dd>
            <dt>Создана</dt>
            <dd>{date(open.created_at)}</dd>
          </dl>
          <h3 className="admin-team__heading">
            Участники ({open.members_count} / {open.max_members})
          </h3>
          <ul className="admin-team__members">
            {open.members.map((m) => (
              <li key={m.id}>
                <Link to={`/admin/users?id=${m.id}`}>{m.username}</Link>
                {m.id === open.captain_id && <span className="admin-team__captain"> · капитан</span>}
                <small> с {date(m.joined_at)}</small>
              </li>
            ))}
          </ul>
          {mayDisband && (
            <button type="button" className="btn btn--ghost" onClick={() => setConfirm(open)}>
              Расформировать
            </button>
          )}
        </Modal>
      )}
      {confirm && (
        <ConfirmModal
          title="Расформировать команду"
          tone="danger"
          text={`Расформировать «${confirm.name}»? Команда удаляется; её участники (${confirm.members_count}) получат уведомление «Команда «${confirm.name}» расформирована администратором».`}
          confirmLabel="Расформировать"
          onConfirm={() => disband(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
