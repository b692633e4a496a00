import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { GIVEAWAY_TIERS, LIMITS, type GiveawayTierKey, type GiveawayView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { useContent } from '../../../stores/content';
import { detailOf } from '../../../api/errors';
import { contentTier, TIER_NAMES } from '../../giveaways';
import { ConflictPanel } from '../edit-conflict/ConflictPanel';
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

interface FormError {
  detail: string;
  /** Each message beside the field it names. */
  fields: Partial<Record<FieldKey, string>>;
  /** Messages naming no field of the form: under it. */
  lines: string[];
}

/** The server's answer, as the form shows it: a field's message next to that field, the rest below. */
export function formErrorOf(err: unknown, fallback: string): FormError {
  const detail = detailOf(err, fallback);
  const fields: FormError['fields'] = {};
  const lines: string[] = [];
  for (const { field, message } of (err as { errors?: { field: string; message: string }[] } | null)?.errors ?? []) {
    const key = FIELDS.find((f) => f === field);
    if (key) fields[key] ??= message;
    else if (message !== detail) lines.push(message);
  }
  return Object.keys(fields).length ? { detail: 'Проверьте отмеченные поля', fields, lines } : { detail, fields, lines };
}

function Row({ children }: { children: ReactNode }) {
  return <div className="gw-form__row">{children}</div>;
}

/** A labelled input with its own error under it (outside the label, so the error is not part of the name). */
function FormField({ label, error, errorId, children }: { label: ReactNode; error: string | undefined; errorId: string; children: ReactNode }) {
  return (
    <div className="gw-form__field">
      <label>
        {label}
        {children}
      </label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Create or edit a giveaway: every field of GiveawayCreateBody, the eligibility rules included; each refused field says why beside it. */
export function GiveawayForm({ giveaway, onClose, onSaved }: Props) {
  const tiers = useContent('giveawayTiers');
  const [f, setF] = useState<GiveawayFormState>(() => initialForm(giveaway));
  const [error, setError] = useState<FormError | null>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  /** The giveaway this form edits, as loaded: its version goes with the save (If-Match); a conflict moves it on. */
  const [base, setBase] = useState(giveaway);
  const [conflict, setConflict] = useState<{ current: GiveawayView; detail: string } | null>(null);
  const locked = (base?.entries_count ?? 0) > 0;
  const set = <K extends keyof GiveawayFormState>(key: K, value: GiveawayFormState[K]) => setF((prev) => ({ ...prev, [key]: value }));
  const text = (key: 'title' | 'prize' | 'image' | 'starts_at' | 'ends_at' | 'winners_count' | 'claim_hours' | 'min_level' | 'min_account_age_days') => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const errorId = (key: FieldKey) => `${formId}-${key.replace('.', '-')}-error`;
  const fieldError = (key: FieldKey) => error?.fields[key];
  /** The error props of the input of `key`, and the field around it. */
  const field = (key: FieldKey) => ({
    input: { 'aria-invalid': fieldError(key) ? true : undefined, 'aria-describedby': fieldError(key) ? errorId(key) : undefined },
    wrap: { error: fieldError(key), errorId: errorId(key) },
  });
  const check = (key: 'youtube' | 'twitch' | 'telegram' | 'twitch_sub' | 'auto_draw') => ({
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
      setError(formErrorOf(err, 'Не удалось сохранить розыгрыш'));
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
            <FormField label="Минимальный уровень участника" {...field('eligibility.min_level').wrap}>
              <input type="number" min={1} max={100} {...text('min_level')} {...field('eligibility.min_level').input} />
            </FormField>
            <FormField label="Возраст аккаунта, дней" {...field('eligibility.min_account_age_days').wrap}>
              <input type="number" min={0} max={3650} {...text('min_account_age_days')} {...field('eligibility.min_account_age_days').input} />
            </FormField>
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
