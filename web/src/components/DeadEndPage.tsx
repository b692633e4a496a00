import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface DeadEndPageProps {
  /** The page's class, and the prefix of its parts' classes and of its title's id. */
  block: string;
  /** The terminal-style code over the title (404, ACCESS::DENIED). */
  code: ReactNode;
  text: { title: string; lead: string; home: string };
  /** The look of the way home: the main action (not found) or a quiet one (no access). */
  homeClass: string;
}

/** A page that leads nowhere (an unknown address, no access): its code, what happened, and the way home. */
export function DeadEndPage({ block, code, text, homeClass }: DeadEndPageProps) {
  return (
    <section className={`${block} panel`} aria-labelledby={`${block}-title`}>
      {code}
      <h1 id={`${block}-title`} className={`${block}__title`}>
        {text.title}
      </h1>
      <p>{text.lead}</p>
      <Link to="/" className={homeClass}>
        {text.home}
      </Link>
    </section>
  );
}
