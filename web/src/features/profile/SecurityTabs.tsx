import { useState } from 'react';
import { PasswordTab } from './PasswordTab';
import { SessionsTab } from './SessionsTab';
import { TwoFactorTab } from './TwoFactorTab';
import { Tabs } from '../../components/Tabs';

type Tab = 'password' | 'sessions' | '2fa';

/** Security (spec 2): Password, Sessions, Two-factor authentication. */
export function SecurityTabs() {
  const [tab, setTab] = useState<Tab>('password');
  const tabs: [Tab, string][] = [
    ['password', 'Пароль'],
    ['sessions', 'Сессии'],
    ['2fa', 'Двухфакторная аутентификация'],
  ];
  return (
    <div className="security">
      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'password' && <PasswordTab />}
      {tab === 'sessions' && <SessionsTab />}
      {tab === '2fa' && <TwoFactorTab />}
    </div>
  );
}
