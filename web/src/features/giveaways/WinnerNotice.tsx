import { useState } from 'react';
import { Link } from 'react-router-dom';
import { myGiveawayPath, type GiveawayView, type MeView } from '@fanhub/shared';
import { ClaimDialog, deliveryText, momentText } from './ClaimDialog';

export const WIN_TEXT = {
  title: 'Вы выиграли!',
  claim: 'Забрать приз',
  myGiveaways: 'Мои розыгрыши',
  claimed: 'Выигрыш подтверждён.',
  expired: 'Срок подтверждения истёк: приз перешёл следующему участнику.',
  lost: 'В этот раз не повезло — ждём вас в следующем розыгрыше!',
} as const;

/**
 * A drawn giveaway seen by a member: told when they won, with the claim (a dialog that asks what the
 * prize needs to reach them) and its deadline, and the way to «Мои розыгрыши», where every win waits.
 */
export function WinnerNotice({ giveaway: g, user, reload }: { giveaway: GiveawayView; user: MeView; reload: () => void }) {
  const [claiming, setClaiming] = useState(false);
  const mine = g.winners.find((w) => w.user_id === user.id);
  if (!mine) return g.me?.entered ? <p className="gw-note">{WIN_TEXT.lost}</p> : null;
  return (
    <div className="gw-win" role="status">
      <p className="gw-win__title">{WIN_TEXT.title}</p>
      {mine.status === 'pending' && (
        <>
          <p className="gw-note">
            Подтвердите выигрыш до <time dateTime={mine.claim_deadline}>{momentText(mine.claim_deadline)}</time>, иначе приз перейдёт следующему по списку.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => setClaiming(true)}>
            {WIN_TEXT.claim}
          </button>
        </>
      )}
      {mine.status === 'claimed' && (
        <p className="gw-note gw-note--ok">
          {WIN_TEXT.claimed} {deliveryText(g.delivery, true)}
        </p>
      )}
      {mine.status === 'expired' && <p className="gw-note gw-note--warn">{WIN_TEXT.expired}</p>}
      <Link className="gw-win__link" to={myGiveawayPath(g.id)}>
        {WIN_TEXT.myGiveaways}
      </Link>
      {claiming && (
        <ClaimDialog
          target={{ id: g.id, title: g.title, prize: g.prize, delivery: g.delivery, claimDeadline: mine.claim_deadline }}
          onClose={() => setClaiming(false)}
          onClaimed={reload}
        />
      )}
    </div>
  );
}
