import type { ReactNode } from 'react';
import type { EligibilityInputs } from './eligibility-inputs';
import { FormField, FormRow } from './FormField';

/** What the two number inputs need from their form: their error (and its id) and the input's error props. */
export interface NumberFieldProps {
  wrap: { error: string | undefined; errorId: string };
  input: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

interface Props {
  value: EligibilityInputs;
  onChange: (patch: Partial<EligibilityInputs>) => void;
  /** Fixed once somebody took part (their entry or roster was checked against these rules). */
  locked: boolean;
  field: (key: 'eligibility.min_level' | 'eligibility.min_account_age_days') => NumberFieldProps;
  legend?: ReactNode;
}

/** «Условия участия»: the giveaways' rules, also a tournament's (the same schema, shared/src/contracts/giveaways.ts). */
export function EligibilityFieldset({ value, onChange, locked, field, legend = 'Условия участия' }: Props) {
  const check = (key: 'youtube' | 'twitch' | 'telegram' | 'twitch_sub') => ({
    checked: value[key],
    disabled: locked,
    onChange: (e: { target: { checked: boolean } }) => onChange({ [key]: e.target.checked }),
  });
  const num = (key: 'min_level' | 'min_account_age_days') => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  return (
    <fieldset className="form-fields__rules" disabled={locked}>
      <legend>{legend}</legend>
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
      <FormRow>
        <FormField label="Минимальный уровень участника" {...field('eligibility.min_level').wrap}>
          <input type="number" min={1} max={100} {...num('min_level')} {...field('eligibility.min_level').input} />
        </FormField>
        <FormField label="Возраст аккаунта, дней" {...field('eligibility.min_account_age_days').wrap}>
          <input type="number" min={0} max={3650} {...num('min_account_age_days')} {...field('eligibility.min_account_age_days').input} />
        </FormField>
      </FormRow>
    </fieldset>
  );
}
