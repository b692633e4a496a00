import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { VIDEO_MSG, type AdminVideoView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { useSocketEvent } from '../../stores/socket';
import { detailOf } from '../../api/errors';
import { DEFAULT_POSTER } from './sources';
import { useVideoEvents } from './use-video-events';
import { videosApi } from './videos-api';
import { videoErrorToast } from './video-toast';
import './videos.css';

const STATE_LABEL: Record<AdminVideoView['mirror_state'], string> = {
  pending: 'ждёт загрузки',
  downloading: 'загружается',
  ready: 'копия на сервере',
  failed: 'ошибка загрузки',
};

/** /admin/content, media tab (spec 2 'admin video management'): list, add, delete, activate, mirror state, mirror now. */
export function AdminVideosPage() {
  const [videos, setVideos] = useState<AdminVideoView[] | null>(null);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<AdminVideoView | null>(null);

  const load = useCallback(async () => {
    try {
      setVideos((await videosApi.adminList()).data);
    } catch (err) {
      videoErrorToast(detailOf(err, VIDEO_MSG.loadFailed));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // Another admin's change, or the worker's mirror progress, arrives on the admins room.
  useVideoEvents(() => void load());
  useSocketEvent('video.mirror_failed', (e) => videoErrorToast(`${e.payload.title}: ${e.payload.error.slice(0, 160)}`));

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !url.trim()) return void videoErrorToast(VIDEO_MSG.fillAllFields);
    setBusy(true);
    try {
      await videosApi.add(title.trim(), url.trim());
      toast.success(VIDEO_MSG.added);
      setTitle('');
      setUrl('');
      await load();
    } catch (err) {
      videoErrorToast(detailOf(err, VIDEO_MSG.addFailed));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (v: AdminVideoView) => {
    setConfirm(null);
    try {
      await videosApi.remove(v.id);
      toast.success(VIDEO_MSG.deleted);
      await load();
    } catch (err) {
      videoErrorToast(detailOf(err, VIDEO_MSG.deleteFailed));
    }
  };
  const toggle = async (v: AdminVideoView) => {
    try {
      await videosApi.setActive(v.id, !v.isActive);
      toast.success(v.isActive ? VIDEO_MSG.deactivated : VIDEO_MSG.activated);
      await load();
    } catch (err) {
      videoErrorToast(detailOf(err, VIDEO_MSG.toggleFailed));
    }
  };
  const mirror = async () => {
    try {
      toast.success((await videosApi.mirrorNow()).message || VIDEO_MSG.mirrorStarted);
    } catch (err) {
      videoErrorToast(detailOf(err, 'Не удалось запустить сохранение копий'));
    }
  };

  return (
    <section className="admin-videos" aria-labelledby="admin-videos-title">
      <div className="latest-videos__head">
        <h1 id="admin-videos-title" className="latest-videos__title">
          Медиа-контент
        </h1>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void mirror()}>
          Зеркалировать сейчас
        </button>
      </div>
      <form className="admin-videos__form" onSubmit={(e) => void add(e)} noValidate>
        <label>
          Название
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        </label>
        <label>
          Ссылка на YouTube
          <input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://www.youtube.com/watch?v=…" maxLength={500} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Добавить видео
        </button>
      </form>
      <ul className="latest-videos__grid">
        {(videos ?? []).map((v) => (
          <li key={v.id} className={`video-card admin-video${v.isActive ? '' : ' admin-video--inactive'}`}>
            <img className="video-card__thumb" src={v.local_thumbnail_url ?? DEFAULT_POSTER} alt="" loading="lazy" />
            <span className="video-card__title">{v.title}</span>
            <span className="video-card__meta">
              <code>{v.id}</code> · <span className={`admin-video__state admin-video__state--${v.mirror_state}`}>{STATE_LABEL[v.mirror_state]}</span>
              {v.mirror_error ? ` — ${v.mirror_error.slice(0, 120)}` : ''}
            </span>
            <div className="verify-actions admin-video__actions">
              <button type="button" className="btn btn--small" aria-pressed={v.isActive} onClick={() => void toggle(v)}>
                {v.isActive ? 'Деактивировать' : 'Активировать'}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirm(v)}>
                Удалить
              </button>
            </div>
          </li>
        ))}
      </ul>
      {videos?.length === 0 && <p className="latest-videos__empty">Видео пока нет.</p>}
      {confirm && (
        <Modal title="Удалить видео" tone="danger" onClose={() => setConfirm(null)}>
          <p>{VIDEO_MSG.deleteConfirm}</p>
          <p>
            <strong>{confirm.title}</strong>
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--danger" onClick={() => void remove(confirm)}>
              Удалить
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirm(null)}>
              Отмена
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
