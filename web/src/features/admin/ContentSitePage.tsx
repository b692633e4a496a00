import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT_KEYS, type ContentKey, type SiteContent } from '@fanhub/shared';
import { call } from '../../api/call';
import { UNDER_CONSTRUCTION } from '../../components/Placeholder';
import { BLOCK_TITLES } from './content/block-labels';
import { ContentEditor } from './content/ContentEditor';

/**
 * Content whose list moved to a real editor: the card says where the rows are edited now (the stored
 * lists stay valid content, so an older install loses nothing).
 */
const MOVED: Partial<Record<ContentKey, { note: string; to: string; action: string }>> = {
  schedule: { note: 'Здесь — заголовок и подписи. Дни, время и отмены эфиров — в разделе «Расписание».', to: '/admin/schedule', action: 'К расписанию' },
  activeGiveaways: { note: 'На сайте показываются настоящие розыгрыши из раздела «Розыгрыши».', to: '/admin/giveaways', action: 'К розыгрышам' },
  giveawaySlides: { note: 'Карусель на главной показывает настоящие розыгрыши из раздела «Розыгрыши».', to: '/admin/giveaways', action: 'К розыгрышам' },
};

/** Spec 2 §2 cards without an editor of their own: the pages built later, and the media (edited under «Видео»). */
const OTHER_CARDS = [
  { title: 'Мастерская', note: UNDER_CONSTRUCTION, to: '/workshop', action: 'Открыть страницу' },
  { title: 'Портфолио', note: UNDER_CONSTRUCTION, to: '/portfolio', action: 'Открыть страницу' },
  { title: 'Медиафайлы', note: 'Видео и их копии на сервере', to: '/admin/content?tab=media', action: 'Перейти к медиа' },
] as const;

/** /admin/content-site: every section the public site serves from the content store, each with its form (and its JSON for experts). */
export function ContentSitePage() {
  const [content, setContent] = useState<Partial<SiteContent> | null>(null);
  /** Each block's version at this load: its editor saves against it (If-Match). */
  const [versions, setVersions] = useState<Record<string, number>>({});
  const [editing, setEditing] = useState<ContentKey | null>(null);
  const load = () =>
    call('GET /content')
      .then((r) => {
        setContent(r.content);
        setVersions(r.versions);
      })
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
            <h2>{BLOCK_TITLES[key]}</h2>
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
          version={versions[editing] ?? 1}
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
