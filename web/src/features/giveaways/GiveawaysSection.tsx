import { Suspense } from 'react';
import type { GiveawayEntry, PastTournament } from '@fanhub/shared';
import { GiveawayCarousel } from './GiveawayCarousel';
import { SectionBoundary } from '../../components/SectionBoundary';
import { ContentPending, SectionFrame } from '../../components/SectionFrame';
import { TierShowcase } from '../../components/TierShowcase';
import { lazyWithRetry } from '../../lib/lazy-retry';
import { formatDate, keepAmountsTogether } from '../../lib/format';
import { useContent } from '../../stores/content';
import { GiveawayListContext } from './list-context';
import { NextGiveawayIn } from './NextGiveawayIn';
import { runningTierIndexes } from './tiers';
import { useGiveawayList } from './use-giveaways';

// The real giveaways (cards, entering, the draw) are a chunk of their own: the first load of / stays small.
const LiveGiveaways = lazyWithRetry(() => import('./LiveGiveaways'));

/** Static by spec: the range of the six tiers. */
export const GIVEAWAY_RANGE = '2 000–150 000₽';

function EntryCard({ entry }: { entry: GiveawayEntry | PastTournament }) {
  return (
    <li className="entry">
      <img className="entry__image" src={entry.image} alt={`Иллюстрация: ${entry.title}`} width={320} height={180} loading="lazy" decoding="async" />
      <div className="entry__body">
        <h4 className="entry__title">{entry.title}</h4>
        <p className="entry__date">
          <time dateTime={entry.date}>{formatDate(entry.date)}</time>
        </p>
        <p>{entry.description}</p>
        <p className="entry__prize">
          Приз: <strong>{keepAmountsTogether(entry.prize)}</strong>
        </p>
        {'winner' in entry && (
          <p className="entry__winner">
            Победитель: <strong>{entry.winner}</strong>
          </p>
        )}
      </div>
    </li>
  );
}

/** Giveaways and events: the carousel and the cards of the real giveaways (issue 20), the tier showcase and past tournaments. */
export function GiveawaysSection() {
  const tiers = useContent('giveawayTiers');
  const past = useContent('pastTournaments');
  const giveaways = useGiveawayList();
  const list = giveaways.state === 'ready' ? giveaways.data : null;
  return (
    <SectionFrame title="Розыгрыши и Ивенты" code="giveaways" className="giveaways">
      <p className="giveaways__facts">
        <span>
          Розыгрыши от <strong className="nowrap">{GIVEAWAY_RANGE}</strong> для подписчиков канала.
        </span>
        <NextGiveawayIn list={list} />
      </p>
      <GiveawayCarousel list={list} failed={giveaways.state === 'failed'} tiers={tiers} onRetry={giveaways.reload} />
      {tiers && <TierShowcase tiers={tiers} running={runningTierIndexes(list)} />}
      <SectionBoundary level={2}>
        <Suspense fallback={<ContentPending height={320} />}>
          {list ? (
            <GiveawayListContext value={{ list, tiers, reload: giveaways.reload }}>
              <LiveGiveaways />
            </GiveawayListContext>
          ) : giveaways.state === 'failed' ? (
            <p role="alert">Не удалось загрузить розыгрыши</p>
          ) : (
            <ContentPending height={320} />
          )}
        </Suspense>
      </SectionBoundary>
      <h3 className="giveaways__heading">Прошедшие турниры</h3>
      <ul className="entries">
        {past?.map((e) => (
          <EntryCard key={e.title} entry={e} />
        ))}
      </ul>
    </SectionFrame>
  );
}
