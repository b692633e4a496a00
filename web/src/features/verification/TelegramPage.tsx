import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { VERIFY_TEXT, type MeView } from '@fanhub/shared';
import { CopyButton } from '../../components/CopyButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useAuthStore } from '../../stores/auth';
import { useSocketEvent, useSocketStore } from '../../stores/socket';
import { detailOf } from '../../api/errors';
import { verificationApi } from './verification-api';
import { VerifyState } from './VerifyState';
import './verification.css';

const T = VERIFY_TEXT.telegram;
/** Spec 2 §9: the status is polled every 5 s — here only while the socket is down. */
const POLL_MS = 5000;

/** /profile/telegram: a single-use link to the bot; the page turns green the moment the bot confirms. */
export function TelegramPage({ user }: { user: MeView }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const connected = useSocketStore((s) => s.connected);
  const refreshUser = useAuthStore((s) => s.refreshUser);
  const verified = user.telegram_verified;

  useEffect(() => {
    verificationApi
      .telegramStatus(user.id)
      .then((s) => setLink(s.verification_link))
      .catch(() => undefined);
  }, [user.id]);

  // A failure matters while a link is being used; a verified member who taps an old link is told
  // by the bot, not by a red line beside «Подтверждено».
  useSocketEvent('verification.failed', (e) => {
    if (e.payload.provider === 'telegram' && (!verified || link)) setError(e.payload.message);
  });
  // A link is single use: once it confirmed (socket or poll), it is gone from the page, so a later
  // revocation offers a new link instead of the used one.
  useSocketEvent('verification.completed', (e) => {
    if (e.payload.provider !== 'telegram') return;
    setError(null);
    setLink(null);
  });
  useEffect(() => {
    if (!verified) return;
    setError(null);
    setLink(null);
  }, [verified]);

  useEffect(() => {
    if (connected || verified || !link) return;
    const timer = setInterval(() => {
      verificationApi
        .telegramStatus(user.id)
        .then((s) => {
          if (!s.is_verified) return;
          toast.success(T.success);
          void refreshUser();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [connected, verified, link, user.id, refreshUser]);

  const request = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await verificationApi.telegramRequest(user.id);
      if (!r.verification_link) setError(T.noLink);
      setLink(r.verification_link);
    } catch (err) {
      setError(detailOf(err, T.requestFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-page verify-page" aria-labelledby="telegram-title">
      <h1 id="telegram-title" className="profile-page__title">
        Аккаунт Telegram
      </h1>
      <p className="profile-page__subtitle">
        Получите ссылку, откройте её в Telegram и нажмите «Старт»: бот проверит, что вы состоите в канале деда, и страница обновится сама.
      </p>
      <VerifyState verified={verified} label={verified ? `Подтверждено${user.telegram_username ? `: @${user.telegram_username}` : ''}` : 'Не подтверждено'} />
      <ErrorMessage className="verify-error" message={error} />
      {link && (
        <div className="verify-link">
          <a className="verify-link__url" href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
          <div className="verify-actions">
            <a className="btn btn--primary" href={link} target="_blank" rel="noreferrer">
              Открыть в Telegram
            </a>
            <CopyButton text={link} className="btn btn--ghost" done={T.copied} failed={T.copyFailed}>
              Скопировать ссылку
            </CopyButton>
          </div>
          <p className="verify-hint">
            Ссылка одноразовая и действует ограниченное время.{connected ? '' : ' Нет связи с сервером: проверяем статус каждые 5 секунд.'}
          </p>
        </div>
      )}
      <div className="verify-actions">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void request()}>
          {link ? 'Получить новую ссылку' : verified ? 'Привязать другой аккаунт' : 'Получить ссылку'}
        </button>
      </div>
    </section>
  );
}
