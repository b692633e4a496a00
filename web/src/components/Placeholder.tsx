import { useId, type ReactNode } from 'react';

export const UNDER_CONSTRUCTION = 'Раздел в разработке';

interface PlaceholderProps {
  title: string;
  /** Small mono label above the title, e.g. 'workshop'. */
  code?: string;
  /** h1 for a page of its own, h2 for a section inside a page. */
  level?: 1 | 2;
  children?: ReactNode;
}

/** What a page or section that is not built yet shows: its name and «Раздел в разработке». */
export function Placeholder({ title, code, level = 1, children }: PlaceholderProps) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="placeholder panel" aria-labelledby={id}>
      {code && (
        <p className="placeholder__code" aria-hidden="true">
          // {code}
        </p>
      )}
      <Heading id={id} className="placeholder__title">
        {title}
      </Heading>
      <p className="placeholder__status">
        <span className="placeholder__blink" aria-hidden="true" />
        {UNDER_CONSTRUCTION}
      </p>
      {children}
    </section>
  );
}
