import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ChannelsBlock } from '../../components/ChannelsBlock';
import { SectionBoundary } from '../../components/SectionBoundary';
import { SECTION_IDS, useUiStore, type SectionId } from '../../stores/ui';
import { Hero } from './Hero';
import { SectionPanel } from './SectionPanel';
import { SECTION_PANEL_ID } from '../../lib/sections';

import { LatestVideos } from '../videos';

function sectionFromHash(hash: string): SectionId | undefined {
  const id = hash.slice(1);
  return (SECTION_IDS as readonly string[]).includes(id) ? (id as SectionId) : undefined;
}

/** The main page. A deep link (/about, or /#giveaways from a slide's link) selects its section. */
export function HomePage({ section }: { section?: SectionId }) {
  const active = useUiStore((s) => s.activeSection);
  const setActive = useUiStore((s) => s.setActiveSection);
  const { hash, key } = useLocation();
  const wanted = section ?? sectionFromHash(hash);

  // Before paint, so a deep link never flashes the previously active section. `key` changes on
  // every navigation, so following the same /#section link twice selects it again.
  useLayoutEffect(() => {
    if (wanted) setActive(wanted);
  }, [wanted, key, setActive]);
  // A link to a section (/#giveaways: «← Все розыгрыши»; /#schedule) lands on it, not on the hero
  // above: after the route change has scrolled to the top (App's RouteChange runs its effect first).
  useEffect(() => {
    if (!section && wanted) document.getElementById(SECTION_PANEL_ID)?.scrollIntoView?.({ block: 'start' });
  }, [section, wanted, key]);

  return (
    <>
      <Hero />
      <SectionPanel section={active} />
      {/* Below the fold: its own chunk, so the first load of / does not carry the players. A chunk
          that does not load fails this block only, with its own «Повторить». */}
      <div className="home-slot" data-slot="latest-videos">
        <SectionBoundary level={2}>
          <Suspense fallback={null}>
            <LatestVideos />
          </Suspense>
        </SectionBoundary>
      </div>
      <ChannelsBlock />
    </>
  );
}
