import { useCallback, useEffect, useState } from 'react';
import { ACTION_TYPE_LABEL, ACTION_TYPES, type ActionsPage as Page } from '@fanhub/shared';
import { adminApi } from './admin-api';
import { ActionRow } from './ActionRow';
import { FilterSelect } from './FilterSelect';
import { Pager } from './Pager';
import { useLiveRefresh } from '../../lib/use-live';

const TYPE_OPTIONS = ACTION_TYPES.map((t) => [t, ACTION_TYPE_LABEL[t]] as const);

/** /admin/actions: the whole activity log ('Показать все'), by type and user, 20 a page. */
export function ActionsPage() {
  const [type, setType] = useState('');
  const [userId, setUserId] = useState('');
  // Keyset paging (issue 22): the next page starts after the last row shown, the previous one before the first.
  const [at, setAt] = useState<{ page: number; cursor?: number; dir?: 'next' | 'prev' }>({ page: 1 });
  const page = at.page;
  const firstPage = () => setAt({ page: 1 });
  const [data, setData] = useState<Page | null>(null);
  const load = useCallback(() => {
    adminApi
      .actions({ limit: 20, page: at.page, cursor: at.cursor, dir: at.dir, type: type || undefined, user_id: Number(userId) || undefined })
      .then(setData)
      .catch(() => setData({ actions: [], total: 0, page: 1, totalPages: 1 }));
  }, [type, userId, at]);
  const turn = (n: number) => {
    const cursor = n > page ? data?.next_cursor : data?.prev_cursor;
    setAt(n <= 1 || cursor == null ? { page: 1 } : { page: n, cursor, dir: n > page ? 'next' : 'prev' });
  };
  useEffect(load, [load]);
  useLiveRefresh(load, () => page === 1);
  return (
    <section className="admin-page" aria-labelledby="actions-title">
      <div className="admin-page__head">
        <h1 id="actions-title">Журнал действий</h1>
        <span className="admin-page__meta">{data ? `всего ${data.total}` : ''}</span>
      </div>
      <div className="admin-filters">
        <FilterSelect label="Тип действия" anyLabel="Все типы" options={TYPE_OPTIONS} value={type} onChange={(v) => (setType(v), firstPage())} />
        <input
          aria-label="ID пользователя"
          inputMode="numeric"
          placeholder="ID пользователя"
          value={userId}
          onChange={(e) => (setUserId(e.target.value.replace(/\D/g, '')), firstPage())}
        />
      </div>
      <ul className="action-list">
        {data?.actions.map((a) => (
          <ActionRow key={a.id} action={a} />
        ))}
      </ul>
      {data && <Pager page={data.page} totalPages={data.totalPages} onPage={turn} />}
    </section>
  );
}
