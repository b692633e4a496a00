import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GiveawayView } from '@fanhub/shared';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { TIER_NAMES, winnersText } from '../../giveaways';
import { adminGiveawaysApi } from './admin-giveaways-api';
import { drawAvailability, useNowPassing } from './draw-availability';
import { EntrantsModal } from './EntrantsModal';
import { WinnerClaimsButton } from '../giveaway-claims/WinnerClaimsButton';
import { runAction } from '../run-action';
import { useLiveList } from '../use-live-list';
import { GiveawayForm } from './GiveawayForm';
import './admin-giveaways.css';

const STATUS: Record<GiveawayView['status'], string> = { upcoming: 'запланирован', active: 'идёт', ended: 'ждёт розыгрыша', drawn: 'разыгран' };
const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

type Dialog =
  | { kind: 'form'; giveaway: GiveawayView | null }
  | { kind: 'entrants'; giveaway: GiveawayView }
  | { kind: 'close'; giveaway: GiveawayView }
  | { kind: 'draw'; giveaway: GiveawayView };

/**
 * One giveaway. The draw is offered once it can happen (after the end, or closed early), else the
 * row says when it can; an end that passes while the page is open turns it on (`now`).
 */
function GiveawayRow({ g, now, open }: { g: GiveawayView; now: number; open: (kind: Dialog['kind']) => void }) {
  const draw = drawAvailability(g, now);
  const winners = winnersText(g);
  return (
    <tr>
      <td data-label="Розыгрыш">
        <strong>{g.title}</strong>
        <br />
        <small>
          уровень «{TIER_NAMES[g.tier]}» · приз: {g.prize}
        </small>
      </td>
      <td data-label="Статус">{draw.kind === 'ready' ? STATUS.ended : STATUS[g.status]}</td>
      <td data-label="Сроки">
        {when(g.starts_at)} — {when(g.ends_at)}
      </td>
      <td data-label="Заявки">
        {g.entries_count}
        {winners && <small> · {winners}</small>}
      </td>
      <td className="admin-table__actions" data-label="Действия">
        <Link className="btn btn--ghost btn--small" to={`/giveaways/${g.id}`}>
          Открыть
        </Link>
        {draw.kind !== 'drawn' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => open('form')}>
            Изменить
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => open('entrants')}>
          Участники
        </button>
        {draw.kind === 'drawn' && <WinnerClaimsButton giveaway={g} />}
        {draw.kind === 'wait' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => open('close')}>
            Закрыть досрочно
          </button>
        )}
        {draw.kind === 'ready' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => open('draw')}>
            Провести розыгрыш
          </button>
        )}
        {draw.kind === 'wait' && <p className="gw-admin__reason">{draw.reason}</p>}
      </td>
    </tr>
  );
}

/** /admin/giveaways: every giveaway; create, edit, close early, draw once possible, entrants with CSV (issue 20). */
export function GiveawaysAdminPage() {
  const { data, load } = useLiveList(adminGiveawaysApi.list, 'giveaway', 'Не удалось загрузить розыгрыши');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const all = data ? [...data.active, ...data.upcoming, ...data.past] : [];
  const now = useNowPassing(all.map((g) => g.ends_at));
  const act = (run: () => Promise<unknown>, ok: string) => runAction(run, { ok, after: () => (setDialog(null), load()) });

  return (
    <section className="admin-page" aria-labelledby="giveaways-title">
      <div className="admin-page__head">
        <h1 id="giveaways-title">Розыгрыши</h1>
        <span className="admin-page__meta">{data ? `всего ${all.length}` : ''}</span>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setDialog({ kind: 'form', giveaway: null })}>
          Создать розыгрыш
        </button>
      </div>
      <table className="admin-table gw-admin-table">
        <thead>
          <tr>
            <th>Розыгрыш</th>
            <th>Статус</th>
            <th>Сроки</th>
            <th>Заявки</th>
            <th>Действия</th>
          </tr>
        </thead>
        <tbody>
          {all.map((g) => (
            <GiveawayRow key={g.id} g={g} now={now} open={(kind) => setDialog({ kind, giveaway: g })} />
          ))}
        </tbody>
      </table>
      {data && all.length === 0 && <p className="admin-page__meta">Розыгрышей пока нет</p>}

      {dialog?.kind === 'form' && <GiveawayForm giveaway={dialog.giveaway} onClose={() => setDialog(null)} onSaved={load} />}
      {dialog?.kind === 'entrants' && <EntrantsModal giveaway={dialog.giveaway} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'close' && (
        <ConfirmModal
          title="Закрыть досрочно"
          tone="warning"
          text={`Закрыть приём заявок в «${dialog.giveaway.title}» сейчас? Новые заявки больше не примут; розыгрыш можно будет провести сразу.`}
          confirmLabel="Закрыть"
          onConfirm={() => act(() => adminGiveawaysApi.close(dialog.giveaway.id), 'Приём заявок закрыт')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'draw' && (
        <ConfirmModal
          title="Провести розыгрыш"
          tone="warning"
          text={`Провести розыгрыш «${dialog.giveaway.title}» сейчас? Сид будет раскрыт, победители — объявлены на всех открытых страницах.`}
          confirmLabel="Провести"
          onConfirm={() => act(() => adminGiveawaysApi.draw(dialog.giveaway.id), 'Розыгрыш проведён')}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
