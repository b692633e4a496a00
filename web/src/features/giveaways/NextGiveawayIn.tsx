import type { GiveawayListView } from '@fanhub/shared';
import { useNow, timeLeftText } from './countdown';
import { nextMoment } from './tiers';

/** «Следующий розыгрыш через 3 дня 5 часов», counted down to the next draw (or the next start). */
export function NextGiveawayIn({ list }: { list: GiveawayListView | null }) {
  const now = useNow();
  const next = nextMoment(list, now);
  if (!list) return <span>Следующий розыгрыш: загрузка…</span>;
  if (!next) return <span>Следующий розыгрыш скоро будет объявлен</span>;
  return (
    <span>
      {next.kind === 'draw' ? 'Следующий розыгрыш через ' : 'Следующий розыгрыш начнётся через '}
      <strong className="nowrap">{timeLeftText(Date.parse(next.at) - now, 'accusative')}</strong>
    </span>
  );
}
