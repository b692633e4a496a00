import { useState } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_MSG } from '@fanhub/shared';
import { Field } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SubmitForm } from '../../components/SubmitForm';
import { detailOf } from '../../api/errors';
import { profileApi } from './profile-api';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };

/** Password change; the form is cleared after success (spec 2 §4); other sessions end on the server. */
export function PasswordTab() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function save() {
    if (form.new_password !== form.confirm_password) return setError(PROFILE_MSG.passwordsDiffer);
    setError(null);
    try {
      await profileApi.changePassword(form);
      toast.success('Пароль успешно обновлен');
      setForm(EMPTY);
    } catch (err) {
      setError(detailOf(err, 'Не удалось обновить пароль'));
      toast.error('Не удалось обновить пароль');
    }
  }

  return (
    <SubmitForm className="profile-form" onSubmit={save}>
      <ErrorMessage message={error} />
      <Field label="Текущий пароль" type="password" autoComplete="current-password" value={form.old_password} onChange={set('old_password')} />
      <Field label="Новый пароль" type="password" autoComplete="new-password" value={form.new_password} onChange={set('new_password')} />
      <Field label="Подтвердите пароль" type="password" autoComplete="new-password" value={form.confirm_password} onChange={set('confirm_password')} />
      <button type="submit" className="btn btn--primary">
        Сменить пароль
      </button>
    </SubmitForm>
  );
}
