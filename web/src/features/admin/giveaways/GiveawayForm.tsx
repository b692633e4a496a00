import { useState, type ReactNode } from 'react';
import { GIVEAWAY_TIERS, type GiveawayTierKey, type GiveawayView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { useContent } from '../../../stores/content';
import { detailOf } from '../../profile/profile-api';
import { TIER_NAMES, contentTier } from '../../giveaways/tiers';
import { adminGiveawaysApi } from './admin-giveaways-api';
import { createBody, initialForm, updateBody, type GiveawayFormState } from './giveaway-form-state';

interface Props {
  /** null: a new giveaway. */
  giveaway: GiveawayView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The server's field messages (Russian), each under the whole form: what to fix, as it was said. */
function errorLines(err: unknown): string[] {
  const e = err as { errors?: { field: string; message: string }[] } | null;
  return (e?.errors ?? []).map((x) => x.message);
}

function Row({ children }: { children: ReactNode }) {
  return <div className="gw-form__row">{children}</div>;
}

/** Create or edit a giveaway: every field of GiveawayCreateBody, the eligibility rules included. */
export function GiveawayForm({ giveaway, onClose, onSaved }: Props) {
  const tiers = useContent('giveawayTiers');
  const [f, setF] = useState<GiveawayFormState>(() => initialForm(giveaway));
  const [error, setError] = useState<{ detail: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = (giveaway?.entries_count ?? 0) > 0;
  const set = <K extends keyof GiveawayFormState>(key: K, value: GiveawayFormState[K]) => setF((prev) => ({ ...prev, [key]: value }));
  const text = (key: 'title' | 'prize' | 'image' | 'starts_at' | 'ends_at' | 'winners_count' | 'claim_hours' | 'min_level' | 'min_account_age_days') => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const check = (key: 'youtube' | 'twitch' | 'telegram' | 'twitch_sub' | 'auto_draw') => ({
    checked: f[key],
    disabled: locked,
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  });

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (giveaway) await adminGiveawaysApi.update(giveaway.id, updateBody(f, locked));
      else await adminGiveawaysApi.create(createBody(f));
      onSaved(giveaway ? 'Изменения сохранены' : 'Розыгрыш создан: обязательство опубликовано');
    } catch (err) {
      const detail = detailOf(err, 'Не удалось сохранить розыгрыш');
      setError({ detail, lines: errorLines(err).filter((line) => line !== detail) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={giveaway ? 'Изменить розыгрыш' : 'Новый розыгрыш'} onClose={onClose}>
      <form
        className="admin-form gw-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {locked && <p className="gw-form__hint">Заявки уже есть: менять можно только название, описание и картинку.</p>}
        <label>
          Название
          <input {...text('title')} maxLength={120} />
        </label>
        <Row>
          <label>
            Уровень
            <select value={f.tier} disabled={locked} onChange={(e) => set('tier', e.target.value as GiveawayTierKey)}>
              {GIVEAWAY_TIERS.map((key) => {
                const t = contentTier(tiers, key);
                return (
                  <option key={key} value={key}>
                    {t ? `${t.title} · ${t.amount.toLocaleString('ru-RU')} ₽` : TIER_NAMES[key]}
                  </option>
                );
              })}
            </select>
          </label>
          <label>
            Приз
            <input {...text('prize')} disabled={locked} maxLength={200} />
          </label>
        </Row>
        <label>
          Описание
          <textarea value={f.description} maxLength={1000} rows={3} onChange={(e) => set('description', e.target.value)} />
        </label>
        <label>
          Картинка (путь на сайте, необязательно)
          <input {...text('image')} />
        </label>
        <Row>
          <label>
            Начало
            <input type="datetime-local" {...text('starts_at')} disabled={locked} />
          </label>
          <label>
            Окончание
            <input type="datetime-local" {...text('ends_at')} disabled={locked} />
          </label>
        </Row>
        <Row>
          <label>
            Победителей
            <input type="number" min={1} max={100} {...text('winners_count')} disabled={locked} />
          </label>
          <label>
            Часов на подтверждение
            <input type="number" min={1} max={720} {...text('claim_hours')} disabled={locked} />
          </label>
        </Row>
        <fieldset className="gw-form__rules" disabled={locked}>
          <legend>Условия участия</legend>
          <label className="admin-form__check">
            <input type="checkbox" {...check('youtube')} /> Подтверждённая подписка на YouTube
          </label>
          <label className="admin-form__check">
            <input type="checkbox" {...check('twitch')} /> Подтверждённый Twitch
          </label>
          <label className="admin-form__check">
            <input type="checkbox" {...check('twitch_sub')} /> Только платные подписчики Twitch
          </label>
          <label className="admin-form__check">
            <input type="checkbox" {...check('telegram')} /> Подтверждённый Telegram
          </label>
          <Row>
            <label>
              Минимальный уровень
              <input type="number" min={1} max={100} {...text('min_level')} />
            </label>
            <label>
              Возраст аккаунта, дней
              <input type="number" min={0} max={3650} {...text('min_account_age_days')} />
            </label>
          </Row>
        </fieldset>
        <label className="admin-form__check">
          <input type="checkbox" {...check('auto_draw')} /> Провести розыгрыш автоматически в момент окончания
        </label>
        {error && (
          <div role="alert" className="form-alert">
            <p>{error.detail}</p>
            {error.lines.length > 0 && (
              <ul>
                {error.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {giveaway ? 'Сохранить' : 'Создать розыгрыш'}
        </button>
      </form>
    </Modal>
  );
}
