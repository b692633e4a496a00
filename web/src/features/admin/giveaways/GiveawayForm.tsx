import { toast } from 'react-toastify';
import { LIMITS, type GiveawayView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { useVersionedForm } from '../edit-conflict/use-versioned-form';
import { VersionedFormEnd } from '../edit-conflict/VersionedFormEnd';
import { TierSelect } from '../form-fields/TierSelect';
import { EligibilityFieldset } from '../form-fields/EligibilityFieldset';
import { FormField, FormRow as Row } from '../form-fields/FormField';
import { adminGiveawaysApi } from './admin-giveaways-api';
import { otherAdminChanges, reapply } from './giveaway-conflict';
import { createBody, initialForm, updateBody, type GiveawayFormState } from './giveaway-form-state';

interface Props {
  /** null: a new giveaway. */
  giveaway: GiveawayView | null;
  onClose: () => void;
  /** After a save, its message toasted and the dialog closed. */
  onSaved: () => void;
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

/** Create or edit a giveaway: every field of GiveawayCreateBody, the eligibility rules included; each refused field says why beside it. */
export function GiveawayForm({ giveaway, onClose, onSaved }: Props) {
  const form = useVersionedForm({
    record: giveaway,
    formOf: initialForm,
    fields: FIELDS,
    fallback: 'Не удалось сохранить розыгрыш',
    send: async (form: GiveawayFormState, from: GiveawayView | null) => {
      if (from) await adminGiveawaysApi.update(from.id, updateBody(form, (from.entries_count ?? 0) > 0), from.version);
      else await adminGiveawaysApi.create(createBody(form));
      toast.success(from ? 'Изменения сохранены' : 'Розыгрыш создан: обязательство опубликовано');
      onClose();
      onSaved();
    },
    conflict: { otherAdminChanges, reapply },
  });
  const { f, setF, set, field, base, formProps } = form;
  const locked = (base?.entries_count ?? 0) > 0;
  const text = (key: 'title' | 'prize' | 'image' | 'starts_at' | 'ends_at' | 'winners_count' | 'claim_hours') => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const check = (key: 'auto_draw') => ({
    checked: f[key],
    disabled: locked,
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  });

  return (
    <Modal title={giveaway ? 'Изменить розыгрыш' : 'Новый розыгрыш'} onClose={onClose}>
      <form className="admin-form gw-form" {...formProps}>
        {locked && <p className="gw-form__hint">Заявки уже есть: менять можно только название, описание, способ получения приза и картинку.</p>}
        <FormField label="Название" {...field('title').wrap}>
          <input {...text('title')} {...field('title').input} maxLength={120} />
        </FormField>
        <Row>
          <FormField label="Уровень" {...field('tier').wrap}>
            <TierSelect value={f.tier} disabled={locked} {...field('tier').input} onChange={(tier) => set('tier', tier)} />
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
        <VersionedFormEnd form={form} label={giveaway ? 'Сохранить' : 'Создать розыгрыш'} />
      </form>
    </Modal>
  );
}
