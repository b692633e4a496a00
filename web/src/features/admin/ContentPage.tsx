import { Link, useSearchParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';
import { Tabs } from '../../components/Tabs';
import { AdminVideosPage } from '../videos';

type Tab = 'blocks' | 'media';
const TABS: readonly (readonly [Tab, string])[] = [
  ['blocks', 'Описания блоков'],
  ['media', 'Медиа-контент'],
];

/**
 * /admin/content (menu «Видео»; the spec's menu put it under «Турниры», which now leads to the
 * tournaments, spec 2 §2): video management in two tabs, block descriptions
 * (in development) and media content. The tab lives in the address (?tab=) so a link can open one.
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'blocks' ? 'blocks' : 'media';
  return (
    <div className="admin-page admin-content-tabs">
      <Tabs tabs={TABS} value={tab} onChange={(t) => setParams(t === 'media' ? {} : { tab: t }, { replace: true })} />
      {tab === 'blocks' ? (
        <Placeholder title="Описания блоков" code="blocks" level={2}>
          <p className="admin-page__meta">Здесь появятся описания блоков. Тексты, карточки и картинки блоков главной страницы правятся в «Контенте сайта».</p>
          <Link to="/admin/content-site" className="btn btn--small">
            Открыть «Контент сайта»
          </Link>
        </Placeholder>
      ) : (
        <AdminVideosPage />
      )}
    </div>
  );
}
