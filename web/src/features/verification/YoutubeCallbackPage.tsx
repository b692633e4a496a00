import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VERIFY_TEXT } from '@fanhub/shared';
import { api, isApiError } from '../../api/client';
import { useAuthStore } from '../../stores/auth';
import { oauthReason } from './oauth-error';
import { verificationApi, YOUTUBE_RETURN, YOUTUBE_RETURN_PATH_KEY } from './verification-api';
import './verification.css';
import { ErrorMessage } from '../../components/ErrorMessage';

const Y = VERIFY_TEXT.youtube;
const RETURN_AFTER_MS = 3000;

type Phase = { kind: 'checking' } | { kind: 'success'; message: string } | { kind: 'error'; message: string; debug?: unknown };

/** /oauth/youtube/callback: Google sends the member back here with `code` and `state` (or `error`). */
export default function YoutubeCallbackPage() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const params = useRef(new URLSearchParams(window.location.search)).current;
  const started = useRef(false);
  const back = () => {
    const path = sessionStorage.getItem(YOUTUBE_RETURN_PATH_KEY) || '/profile';
    sessionStorage.removeItem(YOUTUBE_RETURN_PATH_KEY);
    void navigate(path, { replace: true });
  };

  useEffect(() => {
    // The state is single use: the exchange must run once, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    const error = params.get('error');
    const code = params.get('code');
    if (error) return setPhase({ kind: 'error', message: Y.googleError(oauthReason(error)) });
    if (!code) return setPhase({ kind: 'error', message: Y.noCode });
    if (!api.getToken()) return setPhase({ kind: 'error', message: Y.notAuthorized });
    verificationApi
      .youtubeCallback({ code, state: params.get('state') ?? '', redirect_uri: YOUTUBE_RETURN() })
      .then((r) => {
        setPhase(r.success ? { kind: 'success', message: r.detail } : { kind: 'error', message: r.detail });
        // This page was a fresh load: its socket may not be up yet to hear user.updated.
        void useAuthStore.getState().refreshUser();
      })
      .catch((err: unknown) =>
        setPhase({
          kind: 'error',
          message: isApiError(err) && err.detail ? err.detail : Y.fallback,
          debug: isApiError(err) ? { status: err.status, code: err.code } : String(err),
        }),
      );
  }, [params]);

  useEffect(() => {
    if (phase.kind === 'checking') return;
    const timer = setTimeout(back, RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  const shown = Object.fromEntries([...params].map(([k, v]) => [k, k === 'code' || k === 'state' ? `${v.slice(0, 6)}…` : v]));
  return (
    <div className="area verify-callback">
      <section className="profile-page verify-page">
        <h1 id="callback-title" className="profile-page__title">
          Подключение YouTube
        </h1>
        {phase.kind === 'checking' && (
          <p className="verify-state" role="status">
            <span className="verify-state__dot verify-state__dot--busy" aria-hidden="true" />
            Проверяем подписку на канал…
          </p>
        )}
        {phase.kind === 'success' && (
          <p className="verify-state verify-state--ok" role="status">
            <span className="verify-state__dot" aria-hidden="true" />
            {phase.message}
          </p>
        )}
        <ErrorMessage className="verify-error" message={phase.kind === 'error' ? phase.message : null} />
        {phase.kind !== 'checking' && <p className="profile-page__subtitle">Возвращаемся через 3 секунды…</p>}
        <div className="verify-actions">
          <button type="button" className="btn btn--ghost" onClick={back}>
            Отменить и вернуться
          </button>
        </div>
        <details className="verify-debug">
          <summary>Технические подробности</summary>
          <pre>{JSON.stringify({ params: shown, error: phase.kind === 'error' ? (phase.debug ?? phase.message) : null }, null, 2)}</pre>
        </details>
      </section>
    </div>
  );
}
