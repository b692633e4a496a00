import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { CONTENT_KEYS, CONTENT_SCHEMAS, type ContentKey } from '@fanhub/shared';
import { api } from '../../api/client';
import { Modal } from '../../components/Modal';
import { detailOf } from '../profile/profile-api';

const TITLES: Record<ContentKey, string> = {
  hero: 'Главный экран',
  about: 'О канале',
  channels: 'Мои каналы',
  giveawayTiers: 'Уровни розыгрышей',
  giveawaySlides: 'Слайды розыгрышей',
  activeGiveaways: 'Активные розыгрыши',
  pastTournaments: 'Прошедшие турниры',
  schedule: 'Расписание',
  tournament: 'Турнир',
  contacts: 'Контакты',
};

/** /admin/content-site: every section the public site serves from the content store, each with an editor. */
export function ContentSitePage() {
  const [content, setContent] = useState<Record<string, unknown> | null>(null);
  const [editing, setEditing] = useState<ContentKey | null>(null);
  const load = () =>
    api
      .get<{ content: Record<string, unknown> }>('/content')
      .then((r) => setContent(r.content))
      .catch(() => setContent({}));
  useEffect(() => {
    void load();
  }, []);
  return (
    <section className="admin-page" aria-labelledby="content-title">
      <div className="admin-page__head">
        <h1 id="content-title">Контент сайта</h1>
        <span className="admin-page__meta">Сохранённое сразу появляется на открытых страницах сайта.</span>
      </div>
      <ul className="content-cards">
        {CONTENT_KEYS.map((key) => (
          <li key={key} className="widget">
            <h2>{TITLES[key]}</h2>
            <p className="admin-page__meta">
              <code>{key}</code>
            </p>
            <button type="button" className="btn btn--small" disabled={!content} onClick={() => setEditing(key)}>
              Редактировать
            </button>
          </li>
        ))}
      </ul>
      {editing && content && (
        <ContentEditor
          keyName={editing}
          value={content[editing]}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </section>
  );
}

/** JSON of one section, checked as you type against the same schema the API uses, with a preview. */
function ContentEditor({ keyName, value, onClose, onSaved }: { keyName: ContentKey; value: unknown; onClose: () => void; onSaved: () => void }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [saving, setSaving] = useState(false);
  const check = useMemo(() => {
    try {
      const parsed = CONTENT_SCHEMAS[keyName].safeParse(JSON.parse(text));
      return parsed.success
        ? { ok: true as const, value: parsed.data }
        : { ok: false as const, errors: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(всё)'}: ${i.message}`) };
    } catch (err) {
      return { ok: false as const, errors: [`Не JSON: ${(err as Error).message}`] };
    }
  }, [text, keyName]);
  const save = async () => {
    if (!check.ok) return;
    setSaving(true);
    try {
      await api.put(`/admin/content/${keyName}`, check.value);
      toast.success('Контент сохранён');
      onSaved();
    } catch (err) {
      toast.error(detailOf(err, 'Не удалось сохранить контент'));
      setSaving(false);
    }
  };
  return (
    <Modal title={`Редактировать: ${TITLES[keyName]}`} onClose={onClose}>
      <div className="content-editor">
        <textarea aria-label="Содержимое (JSON)" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
        <div className="content-editor__preview" aria-label="Предпросмотр">
          {check.ok ? (
            <Preview value={check.value} />
          ) : (
            <ul className="verify-error" role="alert">
              {check.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="verify-actions">
        <button type="button" className="btn btn--primary" disabled={!check.ok || saving} onClick={() => void save()}>
          Сохранить
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Отмена
        </button>
      </div>
    </Modal>
  );
}

function Preview({ value }: { value: unknown }) {
  if (Array.isArray(value))
    return (
      <ol>
        {value.map((v, i) => (
          <li key={i}>
            <Preview value={v} />
          </li>
        ))}
      </ol>
    );
  if (value && typeof value === 'object')
    return (
      <dl>
        {Object.entries(value).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Preview value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  return <span>{String(value)}</span>;
}
