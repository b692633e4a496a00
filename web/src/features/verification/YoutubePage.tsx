import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { VERIFY_TEXT, type MeView, type SubscriptionStatus } from '@fanhub/shared';
import { isApiError } from '../../api/client';
import { detailOf } from '../../api/errors';
import { shortDateTime } from '../../lib/format';
import { verificationApi, YOUTUBE_RETURN, YOUTUBE_RETURN_PATH_KEY } from './verification-api';
import { VerifyState } from './VerifyState';
import { ErrorMessage } from '../../components/ErrorMessage';
import './verification.css';

const Y = VERIFY_TEXT.youtube;

/** Starts Google's consent; the browser comes back on /oauth/youtube/callback, then here. */
export async function startYoutubeOAuth(returnPath: string): Promise<void> {
  sessionStorage.setItem(YOUTUBE_RETURN_PATH_KEY, returnPath);
  const { auth_url } = await verificationApi.youtubeAuthUrl(YOUTUBE_RETURN());
  window.location.assign(auth_url);
}

/** /profile/youtube: confirm the subscription to the streamer's channel (spec 2 §4 'Video platform'). */
export function YoutubePage({ user }: { user: MeView }) {
  const [config, setConfig] = useState<{ channel_id: string; channel_title: string } | null>(null);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [c, s] = await Promise.all([verificationApi.youtubeConfig(), verificationApi.youtubeStatus()]);
      setConfig(c);
      setStatus(s);
    } catch (err) {
      setError(detailOf(err, Y.startFailed));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, user.youtube_verified]);

  const oauth = async () => {
    try {
      await startYoutubeOAuth('/profile/youtube');
    } catch (err) {
      setError(detailOf(err, Y.startFailed));
      setBusy(false);
    }
  };
  const verify = async () => {
    if (!config) return;
    setBusy(true);
    setError(null);
    try {
      const r = await verificationApi.youtubeCheck(config.channel_id, config.channel_title);
      if (r.success) toast.success(Y.success);
      else setError(r.detail);
      await load();
      setBusy(false);
    } catch (err) {
      // No stored grant (or it was withdrawn): Google's consent first, as the spec's fallback says.
      if (isApiError(err) && (err.status === 401 || (err.status === 400 && /авториз/i.test(err.detail)))) return void oauth();
      setError(detailOf(err, Y.fallback));
      setBusy(false);
    }
  };

  const verified = user.youtube_verified;
  return (
    <section className="profile-page verify-page" aria-labelledby="youtube-title">
      <h1 id="youtube-title" className="profile-page__title">
        Подписка на YouTube
      </h1>
      <p className="profile-page__subtitle">
        Подтвердите, что вы подписаны на канал {config ? <strong>{config.channel_title}</strong> : 'деда'}: мы спросим YouTube через вход Google (только
        чтение), пароль от Google мы не видим.
      </p>
      <VerifyState verified={verified} label={verified ? 'Подписка подтверждена' : 'Подписка не подтверждена'} />
      {status?.subscriber_info && (
        <dl className="facts">
          <dt>Ваш канал</dt>
          <dd>{status.subscriber_info.channel_title ?? status.subscriber_info.channel_id}</dd>
          {status.subscriber_info.checked_at && (
            <>
              <dt>Проверено</dt>
              <dd>{shortDateTime(status.subscriber_info.checked_at)}</dd>
            </>
          )}
        </dl>
      )}
      {status?.was_subscribed && !verified && <p className="verify-hint">Вы были подписаны раньше, но сейчас подписки нет.</p>}
      {status?.has_tokens && !status.is_subscribed && !status.was_subscribed && (
        <p className="verify-hint">Авторизация прошла успешно, но подписка на канал пока не подтверждена.</p>
      )}
      <ErrorMessage className="verify-error" message={error} />
      <div className="verify-actions">
        <button type="button" className="btn btn--primary" disabled={busy || !config} onClick={() => void verify()}>
          {busy ? 'Проверяем…' : verified ? 'Проверить снова' : 'Подтвердить подписку'}
        </button>
        {status?.has_tokens && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void oauth()}>
            Войти другим аккаунтом Google
          </button>
        )}
      </div>
    </section>
  );
}
