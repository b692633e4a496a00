import { Link } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';
import type { SectionId } from '../../stores/ui';
import { AboutSection } from './sections/AboutSection';
import { GiveawaysSection } from '../giveaways';
import { ScheduleSection } from '../schedule';
import { TournamentSection } from './sections/TournamentSection';
import { SECTION_PANEL_ID, SECTION_TITLES } from '../../lib/sections';

function Section({ section }: { section: SectionId }) {
  switch (section) {
    case 'about':
      return <AboutSection />;
    case 'schedule':
      return <ScheduleSection />;
    case 'giveaways':
      return <GiveawaysSection />;
    case 'tournament-table':
      return <TournamentSection />;
    case 'profile':
      return (
        <Placeholder title={SECTION_TITLES.profile} code="profile" level={2}>
          <p className="placeholder__links">
            <Link to="/profile" className="link">
              Открыть профиль
            </Link>
          </p>
        </Placeholder>
      );
  }
}

/** The in-place area of the main page: shows the active section. */
export function SectionPanel({ section }: { section: SectionId }) {
  return (
    <div id={SECTION_PANEL_ID} className="section-panel" data-section={section}>
      <Section key={section} section={section} />
    </div>
  );
}
