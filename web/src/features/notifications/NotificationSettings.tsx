import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  countText,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesView,
  type NotificationTopic,
} from '@fanhub/shared';
import { isApiError } from '../../api/client';
import { detailOf } from '../../api/errors';
import { shortDateTime } from '../../lib/format';
import { currentSubscription, pushPermission, subscribeThisBrowser } from './browser-push';
import { notificationsApi } from './notifications-api';
import { BROWSER_FORMS, CHANNEL_LABELS, NOTIFY_TEXT as T, REFUSAL_TEXT, TOPIC_LABELS } from './notification-texts';
import './notifications.css';

/** This browser: subscribed to push, not (yet), or unable to be. */
type Here = 'checking' | 'on' | 'off' | 'unsupported' | 'denied';

/** The choices alone (the PUT body): the answer's extras (telegram_linked, …) stay out. */
const choicesOf = (v: NotificationPreferencesView): NotificationPreferences =>
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, { ...v[t] }])) as NotificationPreferences;

/** /profile/settings?tab=notifications: topics × channels, each toggle saved at once (issue 21). */
export function NotificationSettings() {
  const [view, setView] = useState<NotificationPreferencesView | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [here, setHere] = useState<Here>('checking');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setLoadError(false);
    notificationsApi
      .preferences()
      .then(setView)
      .catch(() => setLoadError(true));
  }, []);
  useEffect(() => {
    load();
    const permission = pushPermission();
    if (permission === 'unsupported' || permission === 'denied') return setHere(permission);
    currentSubscription()
      .then((s) => setHere(s ? 'on' : 'off'))
      .catch(() => setHere('off'));
  }, [load]);

  /** Asks the permission, subscribes and hands the subscription to the server; false when refused. */
  const enableHere = async (): Promise<boolean> => {
    const outcome = await subscribeThisBrowser(notificationsApi.vapidKey);
    if (!outcome.ok) {
      if (outcome.reason === 'unsupported' || outcome.reason === 'denied') setHere(outcome.reason);
      // The server's own words when it refused (e.g. push not configured), else ours.
      setRefusal(outcome.reason === 'failed' ? detailOf(outcome.error, REFUSAL_TEXT.failed) : REFUSAL_TEXT[outcome.reason]);
      return false;
    }
    try {
      await notificationsApi.subscribe(outcome.subscription.toJSON());
    } catch (err) {
      // The server keeps no subscription: the browser forgets it too, so both sides agree.
      await outcome.subscription.unsubscribe().catch(() => undefined);
      toast.error(detailOf(err, T.subscribeFailed));
      return false;
    }
    setRefusal(null);
    setHere('on');
    return true;
  };

  const toggle = async (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    if (!view || busy) return;
    setBusy(true);
    try {
      if (channel === 'push' && on && here !== 'on' && !(await enableHere())) return;
      const next = choicesOf(view);
      next[topic][channel] = on;
      setView({ ...view, ...next });
      try {
        setView(await notificationsApi.savePreferences(next));
        toast.success(T.saved);
      } catch (err) {
        setView(view);
        toast.error(detailOf(err, T.saveFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  const enableOnly = async () => {
    setBusy(true);
    try {
      if (await enableHere()) load();
    } finally {
      setBusy(false);
    }
  };

  const disableHere = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // A subscription the server already forgot (404) is what we want anyway.
        await notificationsApi.unsubscribe(subscription.endpoint).catch((err: unknown) => {
          if (!isApiError(err) || err.status !== 404) throw err;
        });
        await subscription.unsubscribe();
      }
      setHere('off');
      toast.success(T.hereDisabled);
      load();
    } catch (err) {
      toast.error(detailOf(err, T.hereDisableFailed));
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <div className="notify-settings">
        <p role="alert" className="notify-settings__note notify-settings__note--danger">
          {T.loadFailed}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={load}>
          {T.retry}
        </button>
      </div>
    );
  if (!view) return <p className="notify-settings__note">{T.loading}</p>;

  const anyPush = NOTIFICATION_TOPICS.some((t) => view[t].push);
  const pushUnavailable = here === 'unsupported' || here === 'denied';
  return (
    <div className="notify-settings">
      <p className="notify-settings__intro">{T.intro}</p>
      <table className="notify-table">
        <caption className="visually-hidden">{T.title}</caption>
        <thead>
          <tr>
            <th scope="col">{T.topic}</th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <th key={c} scope="col" className="notify-table__channel">
                {CHANNEL_LABELS[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <tr key={topic}>
              <th scope="row">{TOPIC_LABELS[topic]}</th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const locked = channel === 'telegram' ? !view.telegram_linked : pushUnavailable && !view[topic].push;
                return (
                  <td key={channel} className="notify-table__channel">
                    <input
                      type="checkbox"
                      role="switch"
                      className="notify-switch"
                      aria-label={`${TOPIC_LABELS[topic]}: ${CHANNEL_LABELS[channel]}`}
                      checked={view[topic][channel]}
                      disabled={busy || locked}
                      onChange={(e) => void toggle(topic, channel, e.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {refusal && (
        <p role="alert" className="notify-settings__note notify-settings__note--warn">
          {refusal}
        </p>
      )}
      {!refusal && pushUnavailable && <p className="notify-settings__note notify-settings__note--warn">{REFUSAL_TEXT[here]}</p>}

      <div className="notify-here">
        {here === 'on' && <p className="notify-settings__note notify-settings__note--ok">{T.hereOn}</p>}
        {here === 'off' && <p className="notify-settings__note">{T.hereOff}</p>}
        {anyPush && view.push_devices === 0 && <p className="notify-settings__note notify-settings__note--warn">{T.noDevices}</p>}
        {view.push_devices > 0 && <p className="notify-settings__note">{T.devices(countText(view.push_devices, BROWSER_FORMS))}</p>}
        <div className="notify-here__actions">
          {here === 'off' && anyPush && (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => void enableOnly()}>
              {T.hereEnable}
            </button>
          )}
          {here === 'on' && (
            <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void disableHere()}>
              {T.hereDisable}
            </button>
          )}
        </div>
      </div>

      {!view.telegram_linked && (
        <p className="notify-settings__note">
          {T.telegramNotLinked}{' '}
          <Link to="/profile/telegram" className="link">
            {T.telegramLink}
          </Link>
        </p>
      )}
      {view.telegram_blocked_at && (
        <p className="notify-settings__note notify-settings__note--danger">{T.telegramBlocked(shortDateTime(view.telegram_blocked_at))}</p>
      )}
    </div>
  );
}
