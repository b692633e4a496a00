import { useId, useLayoutEffect, useRef, useState } from 'react';
import { GIVEAWAY_TIERS, LIMITS, type GiveawayTierKey, type GiveawayView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { useContent } from '../../../stores/content';
import { detailOf } from '../../../api/errors';
import { contentTier, TIER_NAMES } from '../../giveaways';
import { ConflictPanel } from '../edit-conflict/ConflictPanel';
import { EligibilityFieldset } from '../form-fields/EligibilityFieldset';
import { fieldErrorProps, FormAlert, FormField, formErrorOf, FormRow as Row, type FormError } from '../form-fields/FormField';
import { staleCurrent } from '../edit-conflict/stale-save';
import { adminGiveawaysApi } from './admin-giveaways-api';
import { otherAdminChanges, reapply } from './giveaway-conflict';
import { createBody, initialForm, updateBody, type GiveawayFormState } from './giveaway-form-state';

interface Props {
  /** null: a new giveaway. */
  giveaway: GiveawayView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The fields the server may name in a 422 (`eligibility.min_level` for a nested one). */
const FIELDS = [
  'title',
  'tier',
  'prize',
  'description',
  'delivery',
  'image',
  'starts_at',
  'ends_at',
  'winners_count',
  'claim_hours',
  'eligibility.min_level',
  'eligibility.min_account_age_days',
] as const;
type FieldKey = (typeof FIELDS)[number];

/** Create or edit a giveaway: every field of GiveawayCreateBody, the eligibility rules included; each refused field says why beside it. */
export function GiveawayForm({ giveaway, onClose, onSaved }: Props) {
  const tiers = useContent('giveawayTiers');
  const [f, setF] = useState<GiveawayFormState>(() => initialForm(giveaway));
  const [error, setError] = useState<FormError<FieldKey> | null>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  /** The giveaway this form edits, as loaded: its version goes with the save (If-Match); a conflict moves it on. */
  const [base, setBase] = useState(giveaway);
  const [conflict, setConflict] = useState<{ current: GiveawayView; detail: string } | null>(null);
  const locked = (base?.entries_count ?? 0) > 0;
  const set = <K extends keyof GiveawayFormState>(key: K, value: GiveawayFormState[K]) => setF((prev) => ({ ...prev, [key]: value }));
  const text = (key: 'title' | 'prize' | 'image' | 'starts_at' | 'ends_at' | 'winners_count' | 'claim_hours') => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  /** The error props of the input of `key`, and the field around it. */
  const field = fieldErrorProps(formId, error);
  const check = (key: 'auto_draw') => ({
    checked: f[key],
    disabled: locked,
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  });

  // After a refusal, the first field it names gets the focus (its message is read with it), in the
  // commit that shows the message: a passive effect ran after the answer was already on screen.
  useLayoutEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const save = async (form: GiveawayFormState, from: GiveawayView | null) => {
    setBusy(true);
    setError(null);
    try {
      if (from) await adminGiveawaysApi.update(from.id, updateBody(form, (from.entries_count ?? 0) > 0), from.version);
      else await adminGiveawaysApi.create(createBody(form));
      onSaved(from ? 'Изменения сохранены' : 'Розыгрыш создан: обязательство опубликовано');
    } catch (err) {
      const current = staleCurrent<GiveawayView>(err);
      if (current) return void setConflict({ current, detail: detailOf(err, '') });
      setError(formErrorOf(err, 'Не удалось сохранить розыгрыш', FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={giveaway ? 'Изменить розыгрыш' : 'Новый розыгрыш'} onClose={onClose}>
      <form
        ref={formRef}
        className="admin-form gw-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(f, base);
        }}
      >
        {locked && <p className="gw-form__hint">Заявки уже есть: менять можно только название, описание, способ получения приза и картинку.</p>}
        <FormField label="Название" {...field('title').wrap}>
          <input {...text('title')} {...field('title').input} maxLength={120} />
        </FormField>
        <Row>
          <FormField label="Уровень" {...field('tier').wrap}>
            <select value={f.tier} disabled={locked} {...field('tier').input} onChange={(e) => set('tier', e.target.value as GiveawayTierKey)}>
              {GIVEAWAY_TIERS.map((key) => {
                const t = contentTier(tiers, key);
                // No amount: the tier's nominal sum would read as this giveaway's prize. Its name and how often it runs.
                return (
                  <option key={key} value={key}>
                    {t ? `${t.title} · ${t.period}` : TIER_NAMES[key]}
                  </option>
                );
              })}
            </select>
          </FormField>
          <FormField label="Приз" {...field('prize').wrap}>
            <input {...text('prize')} {...field('prize').input} disabled={locked} maxLength={200} />
          </FormField>
        </Row>
        <FormField label="Описание" {...field('description').wrap}>
          <textarea value={f.description} maxLength={1000} rows={3} {...field('description').input} onChange={(e) => set('description', e.target.value)} />
        </FormField>
        <FormField label="Как приз дойдёт до победителя (видит победитель, подтверждая выигрыш)" {...field('delivery').wrap}>
          <textarea
            value={f.delivery}
            maxLength={LIMITS.giveawayDeliveryMaxLength}
            rows={2}
            placeholder="Например: промокод придёт в личные сообщения Telegram в течение суток"
            {...field('delivery').input}
            onChange={(e) => set('delivery', e.target.value)}
          />
        </FormField>
        <FormField label="Картинка (путь на сайте, необязательно)" {...field('image').wrap}>
          {/* A path on the site: data, Latin by nature (the sweep's Russian-text check skips it). */}
          <input {...text('image')} {...field('image').input} placeholder="/media/giveaway-weekly.webp" data-latin-ok />
        </FormField>
        <Row>
          <FormField label="Начало" {...field('starts_at').wrap}>
            <input type="datetime-local" {...text('starts_at')} {...field('starts_at').input} disabled={locked} />
          </FormField>
          <FormField label="Окончание" {...field('ends_at').wrap}>
            <input type="datetime-local" {...text('ends_at')} {...field('ends_at').input} disabled={locked} />
          </FormField>
        </Row>
        <Row>
          <FormField label="Победителей, не больше" {...field('winners_count').wrap}>
            <input type="number" min={1} max={100} {...text('winners_count')} {...field('winners_count').input} disabled={locked} />
          </FormField>
          <FormField label="Часов на подтверждение" {...field('claim_hours').wrap}>
            <input type="number" min={1} max={720} {...text('claim_hours')} {...field('claim_hours').input} disabled={locked} />
          </FormField>
        </Row>
        <EligibilityFieldset value={f} onChange={(patch) => setF((prev) => ({ ...prev, ...patch }))} locked={locked} field={field} />
        <label className="admin-form__check">
          <input type="checkbox" {...check('auto_draw')} /> Провести розыгрыш автоматически в момент окончания
        </label>
        <FormAlert error={error} />
        {conflict && base && (
          <ConflictPanel
            detail={conflict.detail}
            changes={otherAdminChanges(base, conflict.current)}
            busy={busy}
            onReapply={() => {
              const merged = reapply(base, conflict.current, f);
              setBase(conflict.current);
              setF(merged);
              setConflict(null);
              void save(merged, conflict.current);
            }}
            onDiscard={() => {
              setBase(conflict.current);
              setF(initialForm(conflict.current));
              setConflict(null);
            }}
          />
        )}
        <button type="submit" className="btn btn--primary" disabled={busy || Boolean(conflict)}>
          {giveaway ? 'Сохранить' : 'Создать розыгрыш'}
        </button>
      </form>
    </Modal>
  );
}
