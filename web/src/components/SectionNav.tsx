import { useLocation, useNavigate } from 'react-router-dom';
import { PUBLIC_SECTIONS, SECTION_PANEL_ID } from '../lib/sections';
import { useUiStore, type SectionId } from '../stores/ui';

/** Paths that render the main page, where a section switch happens in place. */
const HOME_PATHS = new Set(['/', '/about']);

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The top navigation: four real buttons switching the main page's active section in place. */
export function SectionNav() {
  const active = useUiStore((s) => s.activeSection);
  const setActive = useUiStore((s) => s.setActiveSection);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onHome = HOME_PATHS.has(pathname);

  function select(id: SectionId) {
    setActive(id);
    if (!onHome) {
      void navigate('/');
      return;
    }
    document.getElementById(SECTION_PANEL_ID)?.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <nav className="section-nav" aria-label="Разделы главной страницы">
      <ul className="section-nav__list">
        {PUBLIC_SECTIONS.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className="section-nav__button"
              aria-pressed={onHome && active === s.id}
              aria-controls={onHome ? SECTION_PANEL_ID : undefined}
              onClick={() => select(s.id)}
            >
              <span className="section-nav__code" aria-hidden="true">
                {s.code}
              </span>
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
