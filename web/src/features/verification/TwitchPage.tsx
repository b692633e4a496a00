import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { VERIFY_TEXT, type LinkedAccountView, type MeView } from '@fanhub/shared';
import { isApiError } from '../../api/client';
import { useAuthStore } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { shortDateTime } from '../../lib/format';
import { deniedHint, oauthReason } from './oauth-error';
import { TWITCH_RETURN, verificationApi } from './verification-api';
import { VerifyState } from './VerifyState';
import { ErrorMessage } from '../../components/ErrorMessage';
import './verification.css';

const T = VERIFY_TEXT.twitch;

/** /profile/twitch: connect the Twitch account; Twitch returns here with `code` and `state`. */
export function TwitchPage({ user }: { user: MeView }) {
  const navigate = useNavigate();
  const [account, setAccount] = useState<LinkedAccountView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returned = useRef(false);
  const refreshUser = useAuthStore((s) => s.refreshUser);

  const load = useCallback(async () => {
    try {
      setAccount((await verificationApi.accounts()).twitch);
    } catch {
      /* the page still offers to connect */
    }
  }, []);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    if (returned.current || !(q.has('code') || q.has('error'))) return void load();
    returned.current = true; // the state is single use: once, also under StrictMode
    void navigate('/profile/twitch', { replace: true }); // the code leaves the address bar
    const denied = q.get('error');
    if (denied) {
      setError(denied === 'access_denied' ? deniedHint('Twitch') : `${T.callbackError}: ${oauthReason(denied)}`);
      return void load();
    }
    setBusy(true);
    verificationApi
      .twitchCallback({ code: q.get('code') ?? '', state: q.get('state') ?? '', redirect_uri: TWITCH_RETURN() })
      .then((r) => (r.success ? toast.success(T.success) : setError(r.detail)))
      .catch((err: unknown) => setError(detailOf(err, T.callbackError)))
      .finally(() => {
        setBusy(false);
        void load();
        void refreshUser(); // a fresh page load: the socket may not be up yet to hear user.updated
      });
  }, [load, navigate, refreshUser]);

  const connect = async () => {
    setBusy(true);
    try {
      window.location.assign((await verificationApi.twitchAuthUrl(TWITCH_RETURN())).auth_url);
    } catch (err) {
      setError(detailOf(err, T.startFailed));
      setBusy(false);
    }
  };
  const forceVerify = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await verificationApi.twitchForceVerify();
      if (r.success) toast.success(r.message);
      else setError(T.verifyFailed(r.message));
    } catch (err) {
      if (isApiError(err) && err.status === 401) setError(`${T.authRequired}: подключите Twitch заново.`);
      else setError(detailOf(err, T.verifyError));
    } finally {
      setBusy(false);
      void load();
    }
  };

  const verified = user.twitch_verified;
  return (
    <section className="profile-page verify-page" aria-labelledby="twitch-title">
      <h1 id="twitch-title" className="profile-page__title">
        Аккаунт Twitch
      </h1>
      <p className="profile-page__subtitle">Подключите Twitch: мы проверим, что вы фолловите канал деда, и отметим платную подписку отдельным значком.</p>
      <VerifyState verified={verified} label={verified ? 'Вы фолловите канал — подтверждено' : 'Не подтверждено'} />
      {account && (
        <dl className="facts">
          <dt>Аккаунт</dt>
          <dd>{account.account}</dd>
          {account.checked_at && (
            <>
              <dt>Проверено</dt>
              <dd>{shortDateTime(account.checked_at)}</dd>
            </>
          )}
        </dl>
      )}
      {account && (
        <ul className="verify-tags" aria-label="Значки Twitch">
          <li className={`verify-tag${account.verified ? ' verify-tag--ok' : ''}`}>{account.verified ? 'Фолловер' : 'Не фолловит'}</li>
          {account.paid_subscriber && <li className="verify-tag verify-tag--gold">Платный подписчик</li>}
        </ul>
      )}
      <ErrorMessage className="verify-error" message={error} />
      <div className="verify-actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void connect()}>
          {account ? 'Подключить заново' : 'Подключить Twitch'}
        </button>
        {account?.has_tokens && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void forceVerify()}>
            Проверить вручную
          </button>
        )}
      </div>
    </section>
  );
}
