import { useCallback, useEffect, useState } from 'react';
import { ACTION_TYPE_LABEL, ACTION_TYPES, type ActionsPage as Page } from '@fanhub/shared';
import { adminApi } from './admin-api';
import { ActionRow } from './ActionRow';
import { Pager } from './Pager';
import { useLiveRefresh } from './use-live';

/** /admin/actions: the whole activity log ('Показать все'), by type and user, 20 a page. */
export function ActionsPage() {
  const [type, setType] = useState('');
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const load = useCallback(() => {
    adminApi
      .actions({ limit: 20, page, type: type || undefined, user_id: Number(userId) || undefined })
      .then(setData)
      .catch(() => setData({ actions: [], total: 0, page: 1, totalPages: 1 }));
  }, [type, userId, page]);
  useEffect(load, [load]);
  useLiveRefresh(load, () => page === 1);
  return (
    <section className="admin-page" aria-labelledby="actions-title">
      <div className="admin-page__head">
        <h1 id="actions-title">Журнал действий</h1>
        <span className="admin-page__meta">{data ? `всего ${data.total}` : ''}</span>
      </div>
      <div className="admin-filters">
        <select aria-label="Тип действия" value={type} onChange={(e) => (setType(e.target.value), setPage(1))}>
          <option value="">Все типы</option>
          {ACTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {ACTION_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
        <input
          aria-label="ID пользователя"
          inputMode="numeric"
          placeholder="ID пользователя"
          value={userId}
          onChange={(e) => (setUserId(e.target.value.replace(/\D/g, '')), setPage(1))}
        />
      </div>
      <ul className="action-list">
        {data?.actions.map((a) => (
          <ActionRow key={a.id} action={a} />
        ))}
      </ul>
      {data && <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />}
    </section>
  );
}
