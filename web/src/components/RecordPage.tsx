import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { detailOf } from '../api/errors';
import { useRecordTitle } from '../lib/page-title';
import type { Load } from '../lib/use-coalesced';
import { ErrorMessage } from './ErrorMessage';
import { PageLoader } from './PageLoader';

/** What one kind of record's page says around the record. */
export interface RecordPageText {
  /** The page's class; its back link's paragraph is `${block}__back`. */
  block: string;
  /** Back to the list on the home page. */
  back: { to: string; label: string };
  /** When the record cannot be loaded: the heading, and the fallback of the server's reason. */
  failed: { title: string; titleClass: string; errorClass: string; fallback: string };
}

interface RecordPageProps<T> extends RecordPageText {
  /** The record; its title names the tab once it has loaded. */
  load: Load<T>;
  children: (record: T) => ReactNode;
}

/** One record's own page (a giveaway, a tournament): the way back, then the loader, the refusal, or the record. */
export function RecordPage<T extends { title: string }>({ block, back, load, failed, children }: RecordPageProps<T>) {
  useRecordTitle(load.state === 'ready' ? load.data.title : null);
  return (
    <section className={`${block} panel`}>
      <p className={`${block}__back`}>
        <Link className="link" to={back.to}>
          {back.label}
        </Link>
      </p>
      {load.state === 'loading' && <PageLoader />}
      {load.state === 'failed' && (
        <>
          <h1 className={failed.titleClass}>{failed.title}</h1>
          <ErrorMessage className={failed.errorClass} message={detailOf(load.error, failed.fallback)} />
        </>
      )}
      {load.state === 'ready' && children(load.data)}
    </section>
  );
}
