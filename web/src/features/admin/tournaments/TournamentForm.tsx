import { toast } from 'react-toastify';
import { TOURNAMENT_LIMITS, type TournamentView } from '@fanhub/shared';
import { Modal } from '../../../components/Modal';
import { useVersionedForm } from '../edit-conflict/use-versioned-form';
import { VersionedFormEnd } from '../edit-conflict/VersionedFormEnd';
import { TierSelect } from '../form-fields/TierSelect';
import { EligibilityFieldset } from '../form-fields/EligibilityFieldset';
import { FieldError, FormField, FormRow } from '../form-fields/FormField';
import { adminTournamentsApi } from './admin-tournaments-api';
import { otherAdminChanges, reapply } from './tournament-conflict';
import { createBody, initialForm, TOURNAMENT_FIELDS, updateBody, type TournamentFormat, type TournamentFormState } from './tournament-form-state';
import { BEST_OF_NAMES, FORMAT_NAMES } from './tournament-labels';

interface Props {
  /** null: a new tournament. */
  tournament: TournamentView | null;
  onClose: () => void;
  /** After a save, its message toasted and the dialog closed: the tournament as stored. */
  onSaved: (saved: TournamentView) => void;
}

/** The fields the server may name in a 422 (`eligibility.min_level` for a nested one, `maps.2` belongs to maps). */
const FIELDS = [...TOURNAMENT_FIELDS, 'eligibility.min_level', 'eligibility.min_account_age_days'] as const;
type TextKey = Exclude<keyof TournamentFormState, 'format' | 'third_place' | 'tier' | 'youtube' | 'twitch' | 'telegram' | 'twitch_sub'>;

/**
 * Create or edit a tournament until its start: every field of TournamentCreateBody, the eligibility
 * rules included; each refused field says why beside it; a stale save shows the conflict panel.
 */
export function TournamentForm({ tournament, onClose, onSaved }: Props) {
  const form = useVersionedForm({
    record: tournament,
    formOf: initialForm,
    fields: FIELDS,
    fallback: 'Не удалось сохранить турнир',
    send: async (form: TournamentFormState, from: TournamentView | null) => {
      const saved = from
        ? await adminTournamentsApi.update(from.id, updateBody(form, from.teams_count > 0), from.version)
        : await adminTournamentsApi.create(createBody(form));
      toast.success(from ? 'Изменения сохранены' : 'Турнир создан: обязательство посева опубликовано');
      onClose();
      onSaved(saved);
    },
    conflict: { otherAdminChanges, reapply },
  });
  const { f, setF, set, field, base, formProps } = form;
  const locked = (base?.teams_count ?? 0) > 0;
  const text = (key: TextKey) => ({ value: f[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  return (
    <Modal title={tournament ? 'Изменить турнир' : 'Новый турнир'} onClose={onClose}>
      <form className="admin-form tn-form" {...formProps}>
        {locked && <p className="tn-form__hint">Команды уже зарегистрированы: размер команды и условия участия больше не меняются.</p>}
        <FormRow>
          <FormField label="Название" {...field('title').wrap}>
            <input {...text('title')} {...field('title').input} maxLength={TOURNAMENT_LIMITS.titleMaxLength} />
          </FormField>
          <FormField label="Игра" {...field('game').wrap}>
            <input {...text('game')} {...field('game').input} maxLength={TOURNAMENT_LIMITS.gameMaxLength} placeholder="Например, CS2" data-latin-ok />
          </FormField>
        </FormRow>
        <FormRow>
          <FormField label="Формат" {...field('format').wrap}>
            <select value={f.format} {...field('format').input} onChange={(e) => set('format', e.target.value as TournamentFormat)}>
              {(Object.keys(FORMAT_NAMES) as TournamentFormat[]).map((key) => (
                <option key={key} value={key}>
                  {key === 'round_robin' ? `${FORMAT_NAMES[key]} (до ${TOURNAMENT_LIMITS.roundRobinMaxTeams} команд)` : FORMAT_NAMES[key]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Серия" {...field('best_of').wrap}>
            <select {...text('best_of')} {...field('best_of').input}>
              {([1, 3, 5] as const).map((n) => (
                <option key={n} value={n}>
                  {BEST_OF_NAMES[n]}
                </option>
              ))}
            </select>
          </FormField>
        </FormRow>
        {f.format === 'single_elimination' && (
          <div className="form-fields__field">
            <label className="admin-form__check">
              <input type="checkbox" checked={f.third_place} {...field('third_place').input} onChange={(e) => set('third_place', e.target.checked)} /> Матч за
              третье место
            </label>
            <FieldError {...field('third_place').wrap} />
          </div>
        )}
        {f.format === 'double_elimination' && (
          <p className="admin-note">Гранд-финал со сбросом сетки: если побеждает команда из нижней сетки, играется ещё одна серия.</p>
        )}
        <FormRow>
          <FormField label="Игроков в команде" {...field('team_size').wrap}>
            <input type="number" min={1} max={TOURNAMENT_LIMITS.maxTeamSize} {...text('team_size')} {...field('team_size').input} disabled={locked} />
          </FormField>
          <FormField label={`Команд, от ${TOURNAMENT_LIMITS.minTeams} до ${TOURNAMENT_LIMITS.maxTeams}`} {...field('max_teams').wrap}>
            <input type="number" min={TOURNAMENT_LIMITS.minTeams} max={TOURNAMENT_LIMITS.maxTeams} {...text('max_teams')} {...field('max_teams').input} />
          </FormField>
        </FormRow>
        <FormField label="Пул карт (по одной в строке)" {...field('maps').wrap}>
          <textarea rows={3} {...text('maps')} {...field('maps').input} placeholder={'Например:\nMirage\nInferno'} data-latin-ok />
        </FormField>
        <FormRow wide>
          <FormField label="Начало" {...field('starts_at').wrap}>
            <input type="datetime-local" {...text('starts_at')} {...field('starts_at').input} />
          </FormField>
          <FormField label="Конец регистрации" {...field('registration_ends_at').wrap}>
            <input type="datetime-local" {...text('registration_ends_at')} {...field('registration_ends_at').input} />
          </FormField>
        </FormRow>
        <FormRow>
          <FormField label="Отметка, минут до начала" {...field('check_in_minutes').wrap}>
            <input type="number" min={0} max={TOURNAMENT_LIMITS.maxMinutes} {...text('check_in_minutes')} {...field('check_in_minutes').input} />
          </FormField>
          <FormField label="Подтверждение, минут" {...field('confirm_minutes').wrap}>
            <input type="number" min={1} max={TOURNAMENT_LIMITS.maxMinutes} {...text('confirm_minutes')} {...field('confirm_minutes').input} />
          </FormField>
          <FormField label="Неявка, минут" {...field('no_show_minutes').wrap}>
            <input type="number" min={1} max={TOURNAMENT_LIMITS.maxMinutes} {...text('no_show_minutes')} {...field('no_show_minutes').input} />
          </FormField>
        </FormRow>
        <p className="admin-note">
          Без конца регистрации она открыта до начала; отметка 0 — без отметки, играют все команды. Счёт, который соперник не подтвердил, засчитывается через
          «Подтверждение»; команде, не ответившей в матче за «Неявку», соперник может засчитать техническое поражение.
        </p>
        <FormRow>
          <FormField label="Приз" {...field('prize').wrap}>
            <input {...text('prize')} {...field('prize').input} maxLength={TOURNAMENT_LIMITS.prizeMaxLength} />
          </FormField>
          <FormField label="Уровень приза" {...field('tier').wrap}>
            <TierSelect value={f.tier} none="Без уровня" {...field('tier').input} onChange={(tier) => set('tier', tier)} />
          </FormField>
        </FormRow>
        <FormField label="Правила" {...field('rules').wrap}>
          <textarea rows={4} maxLength={TOURNAMENT_LIMITS.rulesMaxLength} {...text('rules')} {...field('rules').input} />
        </FormField>
        <EligibilityFieldset value={f} onChange={(patch) => setF((prev) => ({ ...prev, ...patch }))} locked={locked} field={field} />
        <VersionedFormEnd form={form} label={tournament ? 'Сохранить' : 'Создать турнир'} />
      </form>
    </Modal>
  );
}
