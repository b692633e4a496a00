import { Link } from 'react-router-dom';
import { useSocketStore } from '../stores/socket';

/** The public pages outside the main page's sections (spec 1 §2): reachable from every page. */
export const FOOTER_LINKS = [
  { to: '/contact', label: 'Контакты' },
  { to: '/workshop', label: 'Мастерская' },
  { to: '/portfolio', label: 'Портфолио' },
] as const;

export function Footer() {
  const connected = useSocketStore((s) => s.connected);
  return (
    <footer className="site-footer">
      <p className="site-footer__brand">
        <span className="latin">FANHUB</span> · сообщество зрителей и подписчиков
      </p>
      <nav className="site-footer__nav" aria-label="Страницы сайта">
        <ul>
          {FOOTER_LINKS.map((l) => (
            <li key={l.to}>
              <Link className="link" to={l.to}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={`link-status${connected ? ' link-status--up' : ''}`}>
        <span className="link-status__dot" aria-hidden="true" />
        {connected ? 'Связь в реальном времени активна' : 'Нет связи в реальном времени'}
      </p>
    </footer>
  );
}
