import type { GiveawayEntry, PastTournament } from '@fanhub/shared';
import { GiveawayCarousel } from '../../../components/GiveawayCarousel';
import { ContentPending, SectionFrame } from '../../../components/SectionFrame';
import { TierShowcase } from '../../../components/TierShowcase';
import { formatDate, keepAmountsTogether } from '../../../lib/format';
import { useContent } from '../../../stores/content';

/** Static by spec (not computed): the range and the time to the next giveaway. */
export const GIVEAWAY_RANGE = '2 000–150 000₽';
export const NEXT_GIVEAWAY_IN = '3 дня 5 часов';

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

/** Giveaways and events: the carousel, the tier showcase, active giveaways and past tournaments. */
export function GiveawaysSection() {
  const slides = useContent('giveawaySlides');
  const tiers = useContent('giveawayTiers');
  const active = useContent('activeGiveaways');
  const past = useContent('pastTournaments');
  return (
    <SectionFrame title="Розыгрыши и Ивенты" code="giveaways" className="giveaways">
      <p className="giveaways__facts">
        <span>
          Розыгрыши от <strong className="nowrap">{GIVEAWAY_RANGE}</strong> для подписчиков канала.
        </span>
        <span>
          Следующий розыгрыш через <strong className="nowrap">{NEXT_GIVEAWAY_IN}</strong>
        </span>
      </p>
      {slides ? <GiveawayCarousel slides={slides} /> : <ContentPending height={420} />}
      {tiers && <TierShowcase tiers={tiers} />}
      <h3 className="giveaways__heading">Активные розыгрыши</h3>
      <ul className="entries">
        {active?.map((e) => (
          <EntryCard key={e.title} entry={e} />
        ))}
      </ul>
      <h3 className="giveaways__heading">Прошедшие турниры</h3>
      <ul className="entries">
        {past?.map((e) => (
          <EntryCard key={e.title} entry={e} />
        ))}
      </ul>
    </SectionFrame>
  );
}
