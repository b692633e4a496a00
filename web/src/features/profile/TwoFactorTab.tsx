import { useState } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_MSG, type TwoFactorSetupView } from '@fanhub/shared';
import { CopyButton } from '../../components/CopyButton';
import { Field } from '../../components/Field';
import { SubmitForm } from '../../components/SubmitForm';
import { useAuthStore } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { profileApi } from './profile-api';

/** Real TOTP: off → QR code and key → a code turns it on (recovery codes shown once) → a code turns it off. */
export function TwoFactorTab() {
  const user = useAuthStore((s) => s.user);
  const refreshUser = useAuthStore((s) => s.refreshUser);
  const [setup, setSetup] = useState<TwoFactorSetupView | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!user) return null;

  async function start() {
    try {
      setSetup(await profileApi.setup2fa());
      toast.success('QR-код для 2FA сгенерирован');
    } catch (err) {
      toast.error(detailOf(err, 'Не удалось включить двухфакторную аутентификацию'));
    }
  }

  async function submit(action: 'enable' | 'disable') {
    if (!code.trim()) return setError(PROFILE_MSG.otpRequired);
    setError(undefined);
    try {
      if (action === 'enable') {
        setRecovery((await profileApi.enable2fa(code.trim())).recovery_codes);
        setSetup(null);
        toast.success('Двухфакторная аутентификация включена');
      } else {
        await profileApi.disable2fa(code.trim());
        setRecovery(null); // codes of a second factor that no longer exists
        toast.success('Двухфакторная аутентификация отключена');
      }
      setCode('');
      await refreshUser();
    } catch (err) {
      setError(detailOf(err, PROFILE_MSG.otpWrong));
      toast.error(detailOf(err, 'Неверный код подтверждения'));
    }
  }

  const codeField = (action: 'enable' | 'disable', label: string) => (
    <SubmitForm className="profile-form" onSubmit={() => submit(action)}>
      <Field
        label="Код подтверждения"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 цифр"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {label}
      </button>
    </SubmitForm>
  );

  return (
    <div className="two-factor">
      <p className="two-factor__state">
        Статус: <strong>{user.two_factor_enabled ? 'включена' : 'выключена'}</strong>
      </p>
      {recovery && user.two_factor_enabled && (
        <div className="recovery" role="status">
          <p>Резервные коды — сохраните их сейчас, они показываются один раз. Каждый код срабатывает один раз.</p>
          <ul className="recovery__codes">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <CopyButton text={recovery.join('\n')} done="Резервные коды скопированы">
            Копировать коды
          </CopyButton>
        </div>
      )}
      {!user.two_factor_enabled && !setup && (
        <button type="button" className="btn btn--primary" onClick={() => void start()}>
          Включить 2FA
        </button>
      )}
      {setup && (
        <div className="two-factor__setup">
          <img className="two-factor__qr" src={setup.qr_code} alt="QR-код для приложения-аутентификатора" width={200} height={200} />
          <p>Отсканируйте QR-код в приложении-аутентификаторе или введите ключ вручную:</p>
          <p className="two-factor__secret-row">
            <code className="code-chip two-factor__secret">{setup.secret}</code>
            <CopyButton text={setup.secret} done="Ключ скопирован в буфер обмена">
              Копировать
            </CopyButton>
          </p>
          {codeField('enable', 'Подтвердить и включить')}
        </div>
      )}
      {user.two_factor_enabled && codeField('disable', 'Отключить 2FA')}
    </div>
  );
}
