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
import { AdminTable, type AdminColumn } from './AdminTable';
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
  /** Offered in the team's row and in its card, to those who may disband. */
  const disbandButton = (team: TeamView, size = '') =>
    mayDisband && (
      <button type="button" className={`btn btn--ghost ${size}`.trim()} onClick={() => setConfirm(team)}>
        Расформировать
      </button>
    );

  const columns: AdminColumn<TeamView>[] = [
    {
      label: 'Команда',
      cell: (t) => (
        <span className="admin-team">
          <TeamLogo team={t} />
          <strong>{t.name}</strong>
        </span>
      ),
    },
    { label: 'Капитан', cell: (t) => captainOf(t)?.username ?? '—' },
    { label: 'Участники', cell: (t) => `${t.members_count} / ${t.max_members}` },
    { label: 'Видимость', cell: (t) => (t.is_public ? 'Открытая' : 'Закрытая') },
    { label: 'Создана', cell: (t) => date(t.created_at) },
    {
      label: 'Действия',
      actions: true,
      cell: (t) => (
        <>
          <Link className="btn btn--ghost btn--small" to={`/admin/teams?id=${t.id}`}>
            Открыть
          </Link>
          {disbandButton(t, 'btn--small')}
        </>
      ),
    },
  ];

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
      <AdminTable columns={columns} rows={data?.teams ?? []} rowKey={(t) => t.id} />
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
          {disbandButton(open)}
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
