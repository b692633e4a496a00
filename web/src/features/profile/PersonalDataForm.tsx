import { useState } from 'react';
import { toast } from 'react-toastify';
import { MSG, type MeView } from '@fanhub/shared';
import { Field } from '../../components/Field';
import { SubmitForm } from '../../components/SubmitForm';
import { TextAreaField } from '../../components/TextAreaField';
import { useAuthStore } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { profileApi } from './profile-api';

/** 'Личные данные': username required, e-mail shown but not changeable, the rest optional. */
export function PersonalDataForm({ user }: { user: MeView }) {
  const replaceUser = useAuthStore((s) => s.replaceUser);
  const [form, setForm] = useState({ username: user.username, first_name: user.first_name ?? '', last_name: user.last_name ?? '', bio: user.bio ?? '' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function save() {
    if (!form.username.trim()) return setError(MSG.usernameRequired);
    setError(undefined);
    setBusy(true);
    try {
      replaceUser(
        await profileApi.update({
          username: form.username.trim(),
          first_name: form.first_name || null,
          last_name: form.last_name || null,
          bio: form.bio || null,
        }),
      );
      toast.success('Профиль успешно обновлен');
    } catch (err) {
      setError(detailOf(err, 'Не удалось обновить профиль'));
      toast.error('Ошибка обновления профиля');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubmitForm className="profile-form" onSubmit={save}>
      <Field label="Имя пользователя" value={form.username} onChange={set('username')} error={error} maxLength={32} />
      <Field label="Email" value={user.email} readOnly disabled />
      <Field label="Имя" value={form.first_name} onChange={set('first_name')} maxLength={50} />
      <Field label="Фамилия" value={form.last_name} onChange={set('last_name')} maxLength={50} />
      <TextAreaField label="О себе" rows={4} maxLength={500} value={form.bio} onChange={set('bio')} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Сохранить
      </button>
    </SubmitForm>
  );
}
