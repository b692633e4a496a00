import { useState } from 'react';
import type { GiveawayView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { useUiStore } from '../../stores/ui';
import { MissingSteps } from './MissingSteps';
import { runAction } from './giveaway-actions';
import { WinnerNotice } from './WinnerNotice';
import { WithdrawDialog } from './WithdrawDialog';

interface Props {
  giveaway: GiveawayView;
  reload: () => void;
}

/** What the reader can do now: sign in, enter, withdraw (after a confirmation), see what is missing, or claim a win. */
export function EntryControls({ giveaway: g, reload }: Props) {
  const user = useAuthStore((s) => s.user);
  const openAuth = useUiStore((s) => s.openAuthModal);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const enter = () => {
    setBusy(true);
    void runAction('enter', g, reload).finally(() => setBusy(false));
  };

  if (g.status === 'drawn') return user ? <WinnerNotice giveaway={g} user={user} reload={reload} /> : null;
  if (g.status === 'ended') {
    return <p className="gw-note">{g.me?.entered ? 'Вы участвуете. Приём заявок закрыт, скоро розыгрыш.' : 'Приём заявок закрыт, скоро розыгрыш.'}</p>;
  }
  if (!user) {
    return (
      <div className="gw-actions">
        <button type="button" className="btn btn--primary" onClick={() => openAuth('login')}>
          Войти, чтобы участвовать
        </button>
      </div>
    );
  }
  const me = g.me ?? { entered: false, eligible: true, missing: [] };
  if (g.status === 'upcoming') {
    return (
      <>
        <p className="gw-note">Приём заявок ещё не начался.</p>
        <MissingSteps missing={me.missing} rules={g.eligibility} title="Подготовьтесь заранее:" />
      </>
    );
  }
  if (me.entered) {
    return (
      <>
        {me.eligible ? (
          <p className="gw-note gw-note--ok">Вы участвуете</p>
        ) : (
          <p className="gw-note gw-note--warn" role="status">
            Ваша заявка сейчас не действует: условия участия больше не выполнены.
          </p>
        )}
        <MissingSteps missing={me.missing} rules={g.eligibility} title="Чтобы заявка снова действовала:" />
        <div className="gw-actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setWithdrawing(true)}>
            Отказаться от участия
          </button>
        </div>
        {withdrawing && <WithdrawDialog giveaway={g} onClose={() => setWithdrawing(false)} onDone={reload} />}
      </>
    );
  }
  if (!me.eligible) return <MissingSteps missing={me.missing} rules={g.eligibility} />;
  return (
    <div className="gw-actions">
      <button type="button" className="btn btn--primary" disabled={busy} onClick={enter}>
        Участвовать
      </button>
    </div>
  );
}
