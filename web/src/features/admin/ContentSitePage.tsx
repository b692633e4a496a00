import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { CONTENT_KEYS, CONTENT_SCHEMAS, configureZodRussian, type ContentKey, type SiteContent } from '@fanhub/shared';
import { call } from '../../api/call';
import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { UNDER_CONSTRUCTION } from '../../components/Placeholder';
import { detailOf } from '../profile/profile-api';
import { notJsonMessage } from './json-error';

// The editor checks with zod in the browser: its default messages in Russian (shared/src/zod-ru.ts).
configureZodRussian();

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

/**
 * Content whose list moved to a real editor: the card says where the rows are edited now (the stored
 * lists stay valid content, so an older install loses nothing).
 */
const MOVED: Partial<Record<ContentKey, { note: string; to: string; action: string }>> = {
  schedule: { note: 'Здесь — заголовок и подписи. Дни, время и отмены эфиров — в разделе «Расписание».', to: '/admin/schedule', action: 'К расписанию' },
  activeGiveaways: { note: 'На сайте показываются настоящие розыгрыши из раздела «Розыгрыши».', to: '/admin/giveaways', action: 'К розыгрышам' },
};

/** Spec 2 §2 cards without an editor of their own: the pages built later, and the media (edited under «Турниры»). */
const OTHER_CARDS = [
  { title: 'Мастерская', note: UNDER_CONSTRUCTION, to: '/workshop', action: 'Открыть страницу' },
  { title: 'Портфолио', note: UNDER_CONSTRUCTION, to: '/portfolio', action: 'Открыть страницу' },
  { title: 'Медиафайлы', note: 'Видео и их копии на сервере', to: '/admin/content?tab=media', action: 'Перейти к медиа' },
] as const;

/** /admin/content-site: every section the public site serves from the content store, each with an editor. */
export function ContentSitePage() {
  const [content, setContent] = useState<Partial<SiteContent> | null>(null);
  const [editing, setEditing] = useState<ContentKey | null>(null);
  const load = () =>
    call('GET /content')
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
            {MOVED[key] && <p className="admin-page__meta">{MOVED[key].note}</p>}
            <button type="button" className="btn btn--small" disabled={!content} onClick={() => setEditing(key)}>
              Редактировать
            </button>
            {MOVED[key] && (
              <Link to={MOVED[key].to} className="btn btn--small">
                {MOVED[key].action}
              </Link>
            )}
          </li>
        ))}
        {OTHER_CARDS.map((card) => (
          <li key={card.title} className="widget">
            <h2>{card.title}</h2>
            <p className="admin-page__meta">{card.note}</p>
            <Link to={card.to} className="btn btn--small">
              {card.action}
            </Link>
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
      return { ok: false as const, errors: [notJsonMessage(text, err)] };
    }
  }, [text, keyName]);
  const save = async () => {
    if (!check.ok) return;
    setSaving(true);
    try {
      await call('PUT /admin/content/:key', { params: { key: keyName }, body: check.value });
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
        {/* A scrolling region: focusable so that a keyboard can scroll it (axe scrollable-region-focusable). */}
        <div className="content-editor__preview" role="region" aria-label="Предпросмотр" tabIndex={0}>
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
