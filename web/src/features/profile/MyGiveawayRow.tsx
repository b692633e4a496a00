import { Link } from 'react-router-dom';
import type { MyGiveawayItem } from '@fanhub/shared';
import { deliveryText } from '../giveaways';
import { MY_GW_TEXT, STATUS_TEXT, STATUS_TONE, timesText } from './my-giveaways-view';

interface Props {
  item: MyGiveawayItem;
  /** The row a notice or a message led to: marked. */
  picked: boolean;
  onClaim: () => void;
  onWithdraw: () => void;
}

/** One giveaway of «Мои розыгрыши»: the title (a link to it), the status, the prize, the times, what to do. */
export function MyGiveawayRow({ item, picked, onClaim, onWithdraw }: Props) {
  const titleId = `my-gw-${item.giveaway_id}-title`;
  // A winner claims the prize; an entrant of an open giveaway may withdraw.
  const action =
    item.status === 'won'
      ? { className: 'btn btn--primary', label: MY_GW_TEXT.claim, onClick: onClaim }
      : item.status === 'open'
        ? { className: 'btn btn--ghost btn--small', label: MY_GW_TEXT.withdraw, onClick: onWithdraw }
        : null;
  return (
    <li id={`my-gw-${item.giveaway_id}`} className={`my-gw__item my-gw__item--${STATUS_TONE[item.status]}${picked ? ' my-gw__item--picked' : ''}`}>
      <article aria-labelledby={titleId}>
        <div className="my-gw__head">
          <Link id={titleId} className="my-gw__title" to={`/giveaways/${item.giveaway_id}`}>
            {item.title}
          </Link>
          <span className={`status my-gw__status my-gw__status--${STATUS_TONE[item.status]}`}>{STATUS_TEXT[item.status]}</span>
        </div>
        <p className="my-gw__prize">
          {MY_GW_TEXT.prize} <strong>{item.prize}</strong>
        </p>
        <p className="my-gw__times">{timesText(item)}</p>
        {(item.status === 'open' || item.status === 'awaiting_draw') && !item.eligible && <p className="my-gw__warn">{MY_GW_TEXT.notCounting}</p>}
        {item.status === 'lost' && !item.eligible && <p className="my-gw__note">{MY_GW_TEXT.notCounted}</p>}
        {item.status === 'claimed' && (
          <>
            <p className="my-gw__note">
              {MY_GW_TEXT.how} {deliveryText(item.delivery, true)}
            </p>
            {item.delivery_details && (
              <p className="my-gw__note my-gw__details">
                {MY_GW_TEXT.yourDetails} {item.delivery_details}
              </p>
            )}
          </>
        )}
        {action && (
          <div className="gw-actions">
            <button type="button" className={action.className} aria-describedby={titleId} onClick={action.onClick}>
              {action.label}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
