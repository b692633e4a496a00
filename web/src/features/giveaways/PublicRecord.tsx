import { Link } from 'react-router-dom';
import type { GiveawayView } from '@fanhub/shared';

/** The ranking rule as a formula (the server's own text is for machines). */
export const formulaOf = (withBeacon: boolean) =>
  withBeacon ? 'sha256_hex(seed + ":" + beacon_randomness + ":" + user_id)' : 'sha256_hex(seed + ":" + user_id)';

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
        {g.beacon_round !== null && (
          <>
            <dt>Раунд публичного маяка случайности</dt>
            <dd>
              <code>{g.beacon_round}</code>
            </dd>
          </>
        )}
      </dl>
      {g.seed && (
        <Link className="btn btn--ghost btn--small" to={`/giveaways/${g.id}/fairness`}>
          Проверить честность
        </Link>
      )}
    </details>
  );
}
