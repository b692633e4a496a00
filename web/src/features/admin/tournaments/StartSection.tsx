import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { TournamentView } from '@fanhub/shared';
import { detailOf, isApiError } from '../../../api/errors';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { adminTournamentsApi } from './admin-tournaments-api';

/** After a 409 `beacon_pending` (the beacon has not published the round yet): ask again this much later. */
const PENDING_RETRY_MS = 1000;
/** Past the round's time before the first try: the beacon publishes at that second. */
const DUE_MARGIN_MS = 250;

const clock = (iso: string) => new Date(iso).toLocaleTimeString('ru-RU');

/** The field fixed for a beacon-bound seeding, the start waiting for its round; null otherwise. */
export const fieldFixed = (t: TournamentView): TournamentView['beacon'] => (t.beacon && !t.started_at ? t.beacon : null);

/**
 * The start. With the beacon (DRAW_BEACON_URL) the first press only fixes the field (202): the page
 * then says which round the seeding waits for and when it is out, and starts by itself at that
 * moment (again while the beacon answers 409 `beacon_pending`); the button stays for a start by hand.
 */
export function StartSection({ t, onChanged }: { t: TournamentView; onChanged: (t: TournamentView) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendingTries, setPendingTries] = useState(0);
  const fixed = fieldFixed(t);
  const checkIn = t.check_in_minutes > 0;
  const ready = checkIn ? t.teams.filter((team) => team.checked_in).length : t.teams.length;

  const start = useCallback(async () => {
    setError(null);
    try {
      const view = await adminTournamentsApi.start(t.id);
      onChanged(view);
      if (view.started_at) toast.success('Турнир начался: сетка создана, сид раскрыт');
    } catch (err) {
      if (isApiError(err) && err.code === 'beacon_pending') setPendingTries((n) => n + 1);
      else setError(detailOf(err, 'Не удалось начать турнир'));
    }
  }, [t.id, onChanged]);

  const round = fixed?.round;
  const roundAt = fixed?.round_at;
  useEffect(() => {
    if (!roundAt) return;
    const wait = Math.max(0, Date.parse(roundAt) - Date.now()) + (pendingTries > 0 ? PENDING_RETRY_MS : DUE_MARGIN_MS);
    const timer = setTimeout(() => void start(), wait);
    return () => clearTimeout(timer);
  }, [round, roundAt, pendingTries, start]);

  return (
    <section className="tn-admin__section tn-admin__start" aria-labelledby="tn-start">
      <h2 id="tn-start" className="admin-page__sub">
        Старт
      </h2>
      {fixed ? (
        <p className="admin-page__meta" role="status">
          Состав зафиксирован: посев по раунду маяка {fixed.round}. Раунд выходит в {clock(fixed.round_at)}, и турнир начнётся сам, как только он опубликован.
          Играют команд: {t.teams.length}.
        </p>
      ) : (
        <p className="admin-page__meta">
          {checkIn ? `Отметились: ${ready} из ${t.teams.length}. Команды без отметки при старте выбывают.` : `Играют все зарегистрированные команды: ${ready}.`}
        </p>
      )}
      <button type="button" className="btn btn--warning btn--small" onClick={() => (fixed ? void start() : setConfirming(true))}>
        Начать турнир
      </button>
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
      {confirming && (
        <ConfirmModal
          title="Начать турнир"
          tone="warning"
          text={`Начать «${t.title}» сейчас? ${checkIn ? 'Команды без отметки выбудут, ' : ''}сетка будет создана, сид посева — раскрыт. Настройки после этого не меняются.`}
          confirmLabel="Начать"
          onConfirm={start}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
