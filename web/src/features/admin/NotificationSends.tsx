import { useEffect, useState } from 'react';
import { TOPIC_LABELS } from '../notifications';
import { adminApi } from './admin-api';
import { applySendEvent, isSendEvent, mergeLoadedSends, sendCountsText, sendShares, type SendView } from './notification-sends';
import { useAnyEvent } from '../../lib/use-live';
import { useOnReconnect } from '../../stores/socket';
import './notification-sends.css';

/**
 * The dashboard's "Рассылки" (issue 21): a bar per send, as the server counts it when the page opens
 * (and again whenever its socket connects: events missed meanwhile), then moved by the admins room's
 * notification.send_* events; a finished send keeps its result here (and its line in the log).
 */
export function NotificationSends() {
  const [sends, setSends] = useState<SendView[]>([]);
  const load = () => {
    adminApi
      .sends()
      .then((r) => setSends((list) => mergeLoadedSends(list, r.sends)))
      .catch(() => undefined); // the live bars still come
  };
  useEffect(load, []);
  useOnReconnect(load);
  useAnyEvent((e) => {
    if (isSendEvent(e)) setSends((list) => applySendEvent(list, e));
  });
  return (
    <section className="widget widget--large sends" aria-labelledby="sends-title">
      <h2 id="sends-title">Рассылки</h2>
      {sends.length === 0 ? (
        <p className="sends__empty">Сейчас ничего не рассылается. Когда начнётся рассылка, здесь появится её ход.</p>
      ) : (
        <ul className="sends__list">
          {sends.map((s) => (
            <SendRow key={s.sendId} send={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SendRow({ send: s }: { send: SendView }) {
  const shares = sendShares(s);
  const label = `Рассылка «${s.title}»`;
  return (
    <li className={`send${s.finished ? ' send--finished' : ''}`} data-testid="notification-send">
      <div className="send__head">
        <strong className="send__title">{label}</strong>
        {!s.title.startsWith(TOPIC_LABELS[s.topic]) && <span className="send__topic">{TOPIC_LABELS[s.topic]}</span>}
        <span className="send__state">{s.finished ? 'Завершена' : 'Идёт'}</span>
      </div>
      <div
        className="send__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={s.total}
        aria-valuenow={s.sent + s.failed}
        aria-valuetext={sendCountsText(s)}
      >
        <span className="send__sent" style={{ width: `${shares.sent}%` }} />
        <span className="send__failed" style={{ width: `${shares.failed}%` }} />
      </div>
      <p className="send__counts">{sendCountsText(s)}</p>
    </li>
  );
}
