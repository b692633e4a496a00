import { useState } from 'react';
import { PasswordTab } from './PasswordTab';
import { SessionsTab } from './SessionsTab';
import { TwoFactorTab } from './TwoFactorTab';

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
      <div className="tabs" role="tablist">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className="tabs__tab" onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'password' && <PasswordTab />}
      {tab === 'sessions' && <SessionsTab />}
      {tab === '2fa' && <TwoFactorTab />}
    </div>
  );
}
