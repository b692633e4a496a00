import type { GiveawayView } from '@fanhub/shared';
import { GiveawayCard } from './GiveawayCard';
import { useGiveawayListContext, type GiveawayListContextValue } from './list-context';
import './giveaways.css';

interface GroupProps {
  title: string;
  items: GiveawayView[];
  tiers: GiveawayListContextValue['tiers'];
  reload: () => void;
  empty?: string;
}

function Group({ title, items, tiers, reload, empty }: GroupProps) {
  if (items.length === 0 && !empty) return null;
  return (
    <>
      <h3 className="giveaways__heading">{title}</h3>
      {items.length === 0 ? (
        <p className="gw-note">{empty}</p>
      ) : (
        <ul className="gw-list">
          {items.map((g) => (
            <li key={g.id}>
              <GiveawayCard giveaway={g} tiers={tiers} reload={reload} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The real giveaways of the home page's section: running, upcoming and past (a chunk of its own). */
export default function LiveGiveaways() {
  const ctx = useGiveawayListContext();
  if (!ctx) return null;
  const { list, tiers, reload } = ctx;
  return (
    <div className="gw-live">
      <Group title="Активные розыгрыши" items={list.active} tiers={tiers} reload={reload} empty="Сейчас розыгрышей нет — следите за анонсами." />
      <Group title="Скоро" items={list.upcoming} tiers={tiers} reload={reload} />
      <Group title="Прошедшие розыгрыши" items={list.past} tiers={tiers} reload={reload} />
    </div>
  );
}
