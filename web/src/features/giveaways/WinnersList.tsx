import type { WinnerView } from '@fanhub/shared';

const STATUS: Record<WinnerView['status'], string> = { pending: 'ждёт подтверждения', claimed: 'приз получен', expired: 'не подтвердил вовремя' };

/** The published winners, by rank (a replaced one stays listed with why). */
export function WinnersList({ winners, meId }: { winners: readonly WinnerView[]; meId?: number | undefined }) {
  if (winners.length === 0) return <p className="gw-note">Победителей нет: не было подходящих заявок.</p>;
  return (
    <ol className="gw-winners" aria-label="Победители">
      {[...winners]
        .sort((a, b) => a.rank - b.rank)
        .map((w) => (
          <li key={w.user_id} className={`gw-winners__item${w.user_id === meId ? ' gw-winners__item--me' : ''}`}>
            <span className="gw-winners__rank">№{w.rank}</span>
            <strong data-latin-ok>{w.username}</strong>
            <small>{STATUS[w.status]}</small>
          </li>
        ))}
    </ol>
  );
}
