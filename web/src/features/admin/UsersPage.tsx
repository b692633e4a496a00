import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { countText, POINT_FORMS, ROLES, type MeView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { canMe, useAuthStore, useCan } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { adminApi } from './admin-api';
import { AdminTable, type AdminColumn } from './AdminTable';
import { runAction } from './run-action';
import { ActionRow } from './ActionRow';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { useLiveRefresh } from '../../lib/use-live';

type Mode = { kind: 'view' | 'edit'; user: MeView } | { kind: 'create' } | { kind: 'delete'; user: MeView } | null;
const ROLE_LABEL: Record<string, string> = { user: 'Пользователь', moderator: 'Модератор', admin: 'Администратор' };
const ROLE_OPTIONS = ROLES.map((r) => [r, ROLE_LABEL[r]!] as const);
const STATUS_OPTIONS = [
  ['active', 'Активен'],
  ['blocked', 'Заблокирован'],
] as const;

/** /admin/users: list with search, role and status filters and paging; view / create / edit; block; delete. */
export function UsersPage() {
  const me = useAuthStore((s) => s.user)!;
  const mayEdit = useCan('admin.users.edit');
  const mayDelete = useCan('admin.users.delete');
  // Moderators block plain members only: an admin's or a moderator's status is shown, not a toggle.
  const mayBlock = (u: MeView) => canMe(me, 'admin.users.block', { role: u.role, isSuperuser: u.is_superuser });
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Awaited<ReturnType<typeof adminApi.users>> | null>(null);
  const [mode, setMode] = useState<Mode>(null);
  const [actions, setActions] = useState<Awaited<ReturnType<typeof adminApi.actions>>['actions']>([]);

  const load = useCallback(() => {
    adminApi
      .users({ q, role, status, page, limit: 20 })
      .then(setData)
      .catch(() => setData({ users: [], total: 0, page: 1, totalPages: 1 }));
    adminApi
      .actions({ limit: 5 })
      .then((a) => setActions(a.actions))
      .catch(() => setActions([]));
  }, [q, role, status, page]);
  useEffect(() => {
    const t = setTimeout(load, 300);
    return () => clearTimeout(t);
  }, [load]);
  useLiveRefresh(load, (e) => e.type.startsWith('user.'));
  // A link from the feed, the search or a team opens that member's card, wherever they are in the list.
  useEffect(() => {
    const id = Number(params.get('id'));
    if (id)
      adminApi
        .user(id)
        .then((user) => setMode({ kind: 'view', user }))
        .catch((err) => toast.error(detailOf(err, 'Пользователь не найден')));
  }, [params]);

  const act = (fn: () => Promise<unknown>, ok: string) => runAction(fn, { ok, after: () => (setMode(null), load()) });
  const statusText = (u: MeView) => (u.is_active ? 'Активен' : 'Заблокирован');
  const columns: AdminColumn<MeView>[] = [
    { label: 'ID', cell: (u) => u.id },
    {
      label: 'Пользователь',
      cell: (u) => (
        <>
          <strong>{u.username}</strong>
          <br />
          <small>{u.email}</small>
        </>
      ),
    },
    { label: 'Роль', cell: (u) => ROLE_LABEL[u.role] },
    { label: 'Уровень', cell: (u) => `${u.level} · ${u.level_points}` },
    {
      label: 'Статус',
      cell: (u) =>
        mayBlock(u) ? (
          <button
            type="button"
            className={`status-toggle${u.is_active ? '' : ' status-toggle--blocked'}`}
            disabled={u.id === me.id}
            aria-label={`${statusText(u)}: ${u.is_active ? 'заблокировать' : 'разблокировать'} ${u.username}`}
            onClick={() => void act(() => adminApi.setStatus(u.id, !u.is_active), u.is_active ? `${u.username} заблокирован` : `${u.username} разблокирован`)}
          >
            {statusText(u)}
          </button>
        ) : (
          <span className={`status-toggle status-toggle--static${u.is_active ? '' : ' status-toggle--blocked'}`}>{statusText(u)}</span>
        ),
    },
    {
      label: 'Действия',
      actions: true,
      cell: (u) => (
        <>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setMode({ kind: 'view', user: u })}>
            Открыть
          </button>
          {mayEdit && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setMode({ kind: 'edit', user: u })}>
              Изменить
            </button>
          )}
          {mayDelete && (
            <button type="button" className="btn btn--ghost btn--small" disabled={u.id === me.id} onClick={() => setMode({ kind: 'delete', user: u })}>
              Удалить
            </button>
          )}
        </>
      ),
    },
  ];
  return (
    <section className="admin-page" aria-labelledby="users-title">
      <div className="admin-page__head">
        <h1 id="users-title">Пользователи</h1>
        <span className="admin-page__meta">{data ? `всего ${data.total_capped ? 'больше ' : ''}${data.total}` : ''}</span>
        {mayEdit && (
          <button type="button" className="btn btn--primary btn--small" onClick={() => setMode({ kind: 'create' })}>
            Добавить пользователя
          </button>
        )}
      </div>
      <div className="admin-filters">
        <input type="search" aria-label="Поиск по имени или email" placeholder="Имя или email" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        <FilterSelect label="Роль" anyLabel="Все роли" options={ROLE_OPTIONS} value={role} onChange={(v) => (setRole(v), setPage(1))} />
        <FilterSelect label="Статус" anyLabel="Все" options={STATUS_OPTIONS} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
      </div>
      <AdminTable columns={columns} rows={data?.users ?? []} rowKey={(u) => u.id} />
      {data && <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />}
      <h2 className="admin-page__sub">Последние действия</h2>
      <ul className="action-list">
        {actions.map((a) => (
          <ActionRow key={a.id} action={a} />
        ))}
      </ul>
      {mode?.kind === 'delete' && (
        <Modal title="Удалить пользователя" tone="danger" onClose={() => setMode(null)}>
          <p>
            Удалить <strong>{mode.user.username}</strong>? Его сессии, подтверждения и участие в командах удаляются; команды, где он капитан, переходят
            старейшему участнику, пустые — расформировываются.
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--danger" onClick={() => void act(() => adminApi.deleteUser(mode.user.id), 'Пользователь удалён')}>
              Удалить
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setMode(null)}>
              Отмена
            </button>
          </div>
        </Modal>
      )}
      {(mode?.kind === 'view' || mode?.kind === 'edit' || mode?.kind === 'create') && (
        <UserModal mode={mode} onClose={() => setMode(null)} onSave={(fn, ok) => void act(fn, ok)} />
      )}
    </section>
  );
}

function UserModal({
  mode,
  onClose,
  onSave,
}: {
  mode: { kind: 'view' | 'edit'; user: MeView } | { kind: 'create' };
  onClose: () => void;
  onSave: (fn: () => Promise<unknown>, ok: string) => void;
}) {
  const u = mode.kind === 'create' ? null : mode.user;
  const readOnly = mode.kind === 'view';
  const [form, setForm] = useState({
    username: u?.username ?? '',
    email: u?.email ?? '',
    password: '',
    role: u?.role ?? 'user',
    is_active: u?.is_active ?? true,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode.kind === 'create')
      onSave(() => adminApi.createUser({ username: form.username, email: form.email, password: form.password, role: form.role }), 'Пользователь создан');
    else if (mode.kind === 'edit')
      onSave(
        () => adminApi.updateUser(mode.user.id, { username: form.username, email: form.email, role: form.role, is_active: form.is_active }),
        'Изменения сохранены',
      );
  };
  const title = mode.kind === 'create' ? 'Новый пользователь' : mode.kind === 'edit' ? 'Изменить пользователя' : (u?.username ?? '');
  return (
    <Modal title={title} onClose={onClose}>
      <form className="admin-form" onSubmit={submit}>
        <label>
          Имя пользователя
          <input required readOnly={readOnly} value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
        </label>
        <label>
          Email
          <input required type="email" readOnly={readOnly} value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </label>
        {mode.kind === 'create' && (
          <label>
            Пароль
            <input required type="password" minLength={8} value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
          </label>
        )}
        <label>
          Роль
          <select disabled={readOnly} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as MeView['role'] })}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </label>
        {mode.kind === 'edit' && (
          <label className="admin-form__check">
            <input type="checkbox" checked={form.is_active} onChange={(e) => setForm({ ...form, is_active: e.target.checked })} /> Активен
          </label>
        )}
        {u && (
          <dl className="facts">
            <dt>Уровень</dt>
            <dd>
              {u.level} ({countText(u.level_points, POINT_FORMS)})
            </dd>
            <dt>Подписки</dt>
            <dd>
              YouTube {u.youtube_verified ? '✓' : '—'} · Twitch {u.twitch_verified ? `✓ ${u.twitch_username ?? ''}` : '—'} · Telegram{' '}
              {u.telegram_verified ? `✓ @${u.telegram_username ?? ''}` : '—'}
            </dd>
            <dt>С нами с</dt>
            <dd>{new Date(u.created_at).toLocaleDateString('ru-RU')}</dd>
          </dl>
        )}
        {!readOnly && (
          <button type="submit" className="btn btn--primary">
            Сохранить
          </button>
        )}
      </form>
    </Modal>
  );
}
