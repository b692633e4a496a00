import { Link } from 'react-router-dom';
import type { GiveawayView } from '@fanhub/shared';

/** The ranking rule as a formula (the server's own text is for machines). */
export const formulaOf = (withBeacon: boolean) =>
  withBeacon ? 'sha256_hex(seed + ":" + beacon_randomness + ":" + user_id)' : 'sha256_hex(seed + ":" + user_id)';

/** The drand round a beacon draw waits for, as a fact of the record (nothing when the draw has no beacon). */
export function BeaconRoundFact({ round }: { round: number | null }) {
  if (round === null) return null;
  return (
    <>
      <dt>Раунд публичного маяка случайности</dt>
      <dd>
        <code>{round}</code>
      </dd>
    </>
  );
}

/** What anyone can check: the commitment published at creation, the seed after the draw, the rule. */
export function PublicRecord({ giveaway: g }: { giveaway: GiveawayView }) {
  return (
    <details className="gw-record" open={g.seed !== null}>
      <summary>Данные для проверки</summary>
      <dl className="gw-record__facts">
        <dt>Обязательство (хеш сида, опубликован при создании)</dt>
        <dd>
          <code className="gw-hash">{g.commitment}</code>
        </dd>
        <dt>Сид</dt>
        <dd>{g.seed ? <code className="gw-hash">{g.seed}</code> : 'откроется в момент розыгрыша'}</dd>
        <dt>Правило</dt>
        <dd>
          побеждают наименьшие значения <code>{formulaOf(g.beacon_round !== null)}</code>
        </dd>
        <BeaconRoundFact round={g.beacon_round} />
      </dl>
      {g.seed && (
        <Link className="btn btn--ghost btn--small" to={`/giveaways/${g.id}/fairness`}>
          Проверить честность
        </Link>
      )}
    </details>
  );
}
