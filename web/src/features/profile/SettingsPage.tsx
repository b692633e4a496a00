import { Link, useSearchParams } from 'react-router-dom';
import type { MeView } from '@fanhub/shared';
import { PersonalDataForm } from './PersonalDataForm';
import { SecurityTabs } from './SecurityTabs';
import { NETWORKS } from './VerificationBadges';
import { Tabs } from '../../components/Tabs';
import { NotificationSettings } from '../notifications';

type Tab = 'personal' | 'security' | 'connections' | 'notifications';
const TABS: [Tab, string][] = [
  ['personal', 'Личные данные'],
  ['security', 'Безопасность'],
  ['connections', 'Подключения'],
  ['notifications', 'Уведомления'],
];

/**
 * /profile/settings: 'Личные данные' (default), 'Безопасность', 'Подключения', 'Уведомления'. The tab
 * is in the address (`?tab=notifications`): every notification links to its settings there.
 */
export function SettingsPage({ user }: { user: MeView }) {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find(([id]) => id === search.get('tab'))?.[0] ?? 'personal';
  const setTab = (next: Tab) => setSearch(next === 'personal' ? {} : { tab: next }, { replace: true });
  return (
    <section className="profile-page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="profile-page__title">
        Настройки
      </h1>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      {tab === 'personal' && <PersonalDataForm user={user} />}
      {tab === 'security' && <SecurityTabs />}
      {tab === 'connections' && (
        <ul className="profile-cards">
          {NETWORKS.map((n) => (
            <li key={n.key}>
              <Link to={n.path} className="profile-card">
                <span className="profile-card__title">{n.name}</span>
                <span className="profile-card__text">{n.action}</span>
                <span className={`profile-card__tag${user[n.key] ? ' profile-card__tag--ok' : ''}`}>{user[n.key] ? 'Подтверждено' : 'Не подтверждено'}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {tab === 'notifications' && <NotificationSettings />}
    </section>
  );
}
