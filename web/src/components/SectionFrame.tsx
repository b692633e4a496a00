import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Small mono label above the title, e.g. 'schedule'. */
  code: string;
  level?: 1 | 2;
  className?: string;
  children: ReactNode;
}

/** A neon panel with a mono code line and a heading; every public section uses it. */
export function SectionFrame({ title, code, level = 2, className = '', children }: Props) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`section-frame panel ${className}`} aria-labelledby={id}>
      <p className="section-frame__code" aria-hidden="true">
        // {code}
      </p>
      <Heading id={id} className="section-frame__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Held in place of content that is still loading, so nothing jumps when it arrives. */
export function ContentPending({ height = 240 }: { height?: number }) {
  return <div className="content-pending" style={{ minHeight: height }} role="status" aria-label="Загрузка…" />;
}
