import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { AVATAR_PALETTE, PROFILE_LIMITS, PROFILE_MSG, type MeView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { PresetGrid } from '../../components/PresetGrid';
import { useAuthStore } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { profileApi } from './profile-api';
import { Tabs } from '../../components/Tabs';
import { ErrorMessage } from '../../components/ErrorMessage';

type Tab = 'preset' | 'upload' | 'color';
const TYPES = ['image/png', 'image/jpeg', 'image/webp']; // what the server reads (api/src/modules/profile/upload.ts)

/** The avatar dialog (spec 2): preset, upload or colour; each choice replaces the other. */
export function AvatarDialog({ user, onClose }: { user: MeView; onClose: () => void }) {
  const replaceUser = useAuthStore((s) => s.replaceUser);
  const [tab, setTab] = useState<Tab>('preset');
  const [presets, setPresets] = useState<string[] | null>(null);
  const [custom, setCustom] = useState(user.avatar_color ?? '#00F0FF');
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    profileApi.avatars().then(setPresets, () => {
      setPresets([]);
      toast.error('Не удалось загрузить аватары');
    });
  }, []);

  async function run(action: () => Promise<MeView>, failed: string) {
    setBusy(true);
    try {
      replaceUser(await action());
      toast.success('Аватар успешно обновлен');
      onClose();
    } catch (err) {
      toast.error(detailOf(err, failed));
    } finally {
      setBusy(false);
    }
  }

  function upload(files: FileList | null) {
    if (!files?.length) return;
    // The drop zone's messages (spec 1 §5); the server checks the bytes again.
    if (files.length > 1) return setFileError(PROFILE_MSG.uploadTooMany);
    const file = files[0]!;
    if (!TYPES.includes(file.type)) return setFileError(PROFILE_MSG.uploadTypes);
    if (file.size > PROFILE_LIMITS.avatarMaxBytes) return setFileError(PROFILE_MSG.uploadTooLarge(PROFILE_LIMITS.avatarMaxBytes));
    setFileError(null);
    void run(() => profileApi.uploadAvatar(file), 'Не удалось загрузить аватар');
  }

  const tabs: [Tab, string][] = [
    ['preset', 'Готовые'],
    ['upload', 'Загрузить'],
    ['color', 'Цвет'],
  ];
  return (
    <Modal title="Аватар" kicker="// avatar" onClose={onClose}>
      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'preset' &&
        (presets?.length === 0 ? (
          <p className="modal__hint">Нет доступных аватаров</p>
        ) : (
          <PresetGrid
            urls={presets ?? []}
            current={user.avatar_url}
            busy={busy}
            onPick={(url) => void run(() => profileApi.setAvatar({ avatar_url: url }), 'Не удалось установить аватар')}
          />
        ))}
      {tab === 'upload' && (
        <div
          className={`drop-zone${fileError ? ' drop-zone--error' : ''}`}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            upload(e.dataTransfer.files);
          }}
        >
          <label htmlFor={inputId} className="drop-zone__label">
            Перетащите картинку сюда или выберите файл (PNG, JPG или WebP, до 5 МБ)
          </label>
          <input
            id={inputId}
            type="file"
            accept={TYPES.join(',')}
            className="drop-zone__input"
            disabled={busy}
            onChange={(e) => {
              upload(e.target.files);
              e.target.value = ''; // the same file again is a change too
            }}
          />
          <ErrorMessage className="drop-zone__error" message={fileError} />
        </div>
      )}
      {tab === 'color' && (
        <div className="team-form">
          <div className="swatches" role="radiogroup" aria-label="Цвет аватара">
            {AVATAR_PALETTE.map((c) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={user.avatar_color === c}
                aria-label={c}
                className="swatch"
                style={{ background: c }}
                disabled={busy}
                onClick={() => void run(() => profileApi.setAvatar({ avatar_color: c }), 'Не удалось установить цвет')}
              />
            ))}
          </div>
          <label className="field">
            <span className="field__label">Свой цвет</span>
            <span className="field__row">
              <input type="color" value={custom} onChange={(e) => setCustom(e.target.value)} aria-label="Свой цвет" />
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={busy}
                onClick={() => void run(() => profileApi.setAvatar({ avatar_color: custom }), 'Не удалось установить цвет')}
              >
                Применить
              </button>
            </span>
          </label>
        </div>
      )}
    </Modal>
  );
}
