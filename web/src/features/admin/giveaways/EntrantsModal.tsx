import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { GiveawayView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { detailOf } from '../../../api/errors';
import { missingText } from '../../giveaways';
import { adminGiveawaysApi } from './admin-giveaways-api';

type Entrant = Awaited<ReturnType<typeof adminGiveawaysApi.entrants>>[number];

/** The entrants with their eligibility now, and the CSV export. */
export function EntrantsModal({ giveaway: g, onClose }: { giveaway: GiveawayView; onClose: () => void }) {
  const [entrants, setEntrants] = useState<Entrant[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    adminGiveawaysApi
      .entrants(g.id)
      .then(setEntrants)
      .catch((err: unknown) => setError(detailOf(err, 'Не удалось загрузить участников')));
  }, [g.id]);
  const download = () =>
    void adminGiveawaysApi.downloadCsv(g.id, g.title).catch((err: unknown) => toast.error(detailOf(err, 'Не удалось выгрузить участников')));
  return (
    <Modal title={`Участники: ${g.title}`} onClose={onClose}>
      <div className="gw-entrants">
        <p className="admin-page__meta">
          {entrants ? `всего ${entrants.length}, подходят ${entrants.filter((e) => e.eligible).length}` : 'загрузка…'}
          <button type="button" className="btn btn--ghost btn--small" onClick={download}>
            Скачать таблицу участников
          </button>
        </p>
        {error && <p role="alert">{error}</p>}
        {entrants && entrants.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Участники розыгрыша">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Участник</th>
                  <th>Заявка</th>
                  <th>Условия</th>
                </tr>
              </thead>
              <tbody>
                {entrants.map((e) => (
                  <tr key={e.user_id}>
                    <td data-latin-ok data-label="Участник">
                      {e.username}
                    </td>
                    <td data-label="Заявка">{new Date(e.entered_at).toLocaleString('ru-RU')}</td>
                    <td data-label="Условия">{e.eligible ? 'выполнены' : e.missing.map((k) => missingText(k, g.eligibility)).join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {entrants?.length === 0 && <p className="admin-page__meta">Заявок пока нет</p>}
      </div>
    </Modal>
  );
}
