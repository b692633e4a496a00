import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { SessionView } from '@fanhub/shared';
import { useOnReconnect, useSocketEvent } from '../../stores/socket';
import { profileApi } from './profile-api';
import { shortDateTime } from '../../lib/format';

/** The user's real sessions; a non-current one can be ended, or all the others at once. */
export function SessionsTab() {
  const [sessions, setSessions] = useState<SessionView[] | null>(null);
  const load = useCallback(() => {
    profileApi.sessions().then(setSessions, () => toast.error('Не удалось загрузить активные сессии'));
  }, []);
  useEffect(load, [load]);
  // A sign-in or sign-out elsewhere shows up here at once.
  useOnReconnect(load);
  useSocketEvent('user.logged_in', load);
  useSocketEvent('user.logged_out', load);

  async function end(id: string) {
    try {
      await profileApi.endSession(id);
      toast.success('Сессия завершена');
      load();
    } catch {
      toast.error('Не удалось завершить сессию');
    }
  }
  async function endOthers() {
    try {
      await profileApi.endOthers();
      toast.success('Все сессии завершены');
      load();
    } catch {
      toast.error('Не удалось завершить все сессии');
    }
  }

  return (
    <div className="sessions">
      <ul className="sessions__list">
        {sessions?.map((s) => (
          <li key={s.id} className={`session${s.current ? ' session--current' : ''}`} aria-label={`Сессия ${s.device}`}>
            <span className="session__device">{s.device}</span>
            <span className="session__meta">
              {s.ip ?? '—'} · вход {shortDateTime(s.created_at)} · активность {shortDateTime(s.last_active)}
            </span>
            {s.current ? (
              <span className="session__current">Текущая сессия</span>
            ) : (
              <button type="button" className="btn btn--ghost btn--small btn--danger-text" onClick={() => void end(s.id)}>
                Завершить
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions && sessions.length > 1 && (
        <button type="button" className="btn btn--ghost" onClick={() => void endOthers()}>
          Завершить все другие сессии
        </button>
      )}
    </div>
  );
}
