import { useState } from 'react';
import { toast } from 'react-toastify';
import type { TournamentView } from '@fanhub/shared';
import { detailOf } from '../../../api/errors';
import { staleCurrent } from '../edit-conflict/stale-save';
import { adminTournamentsApi } from './admin-tournaments-api';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The teams' ids in the saved manual order (the API gives each its seed before the start when the
 * seeding is manual), the teams without one after them in registration order.
 */
export function savedOrder(teams: TournamentView['teams']): number[] {
  const seeded = teams.filter((team) => team.seed !== null).sort((a, b) => a.seed! - b.seed!);
  return [...seeded, ...teams.filter((team) => team.seed === null)].map((team) => team.team_id);
}

/** Said when another admin saved the tournament (its seeding or settings) after this page loaded it. */
export const STALE_SEEDING = 'Пока вы расставляли команды, другой администратор изменил турнир. Посев обновлён: проверьте порядок и сохраните снова.';

/**
 * Manual seeding: the admin orders the registered teams (seed 1 first) and saves the order; «Вернуть
 * жеребьёвку» sends [] and the verifiable draw seeds them at the start. Teams that do not check in
 * are left out then, keeping the others' order. Saved against the version on the page (If-Match):
 * another admin's save in between is refused, and the page shows what is stored now.
 */
export function SeedingEditor({ t, onSeeded }: { t: TournamentView; onSeeded: (t: TournamentView) => void }) {
  const [order, setOrder] = useState(() => savedOrder(t.teams));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A team registered or removed since: the order follows (new ones last).
  const registered = t.teams.map((team) => team.team_id);
  const current = [...order.filter((id) => registered.includes(id)), ...registered.filter((id) => !order.includes(id))];
  const name = (id: number) => t.teams.find((team) => team.team_id === id)?.name ?? `#${id}`;

  const send = async (teamIds: number[], done: string) => {
    setBusy(true);
    setError(null);
    try {
      onSeeded(await adminTournamentsApi.seed(t.id, teamIds, t.version));
      toast.success(done);
    } catch (err) {
      const stored = staleCurrent<TournamentView>(err);
      if (stored) {
        setOrder(savedOrder(stored.teams));
        onSeeded(stored);
        setError(STALE_SEEDING);
      } else setError(detailOf(err, 'Не удалось сохранить посев'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tn-admin__section" aria-labelledby="tn-seeding">
      <h2 id="tn-seeding" className="admin-page__sub">
        Посев
      </h2>
      <p className="admin-page__meta">
        {t.seeding === 'manual'
          ? 'Сейчас ручной посев. Новая команда после него потребует посеять заново.'
          : 'Сейчас команды посеет проверяемая жеребьёвка при старте. Можно расставить их вручную: первая — первый номер посева.'}
      </p>
      <ol className="tn-seeding" aria-label="Порядок посева">
        {current.map((id, i) => (
          <li key={id} className="tn-seeding__item">
            <span className="tn-seeding__name" data-latin-ok>
              {name(id)}
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={i === 0}
              aria-label={`Выше: ${name(id)}`}
              onClick={() => setOrder(moved(current, i, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={i === current.length - 1}
              aria-label={`Ниже: ${name(id)}`}
              onClick={() => setOrder(moved(current, i, 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div className="tn-admin__actions">
        <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => void send(current, 'Ручной посев сохранён')}>
          Сохранить ручной посев
        </button>
        {t.seeding === 'manual' && (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void send([], 'Посев вернётся к жеребьёвке')}>
            Вернуть жеребьёвку
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
    </section>
  );
}
