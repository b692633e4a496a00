import type { GiveawayView, MeView } from '@fanhub/shared';

const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** A drawn giveaway seen by a member: told when they won, with the claim button and its deadline. */
export function WinnerNotice({ giveaway: g, user, busy, onClaim }: { giveaway: GiveawayView; user: MeView; busy: boolean; onClaim: () => void }) {
  const mine = g.winners.find((w) => w.user_id === user.id);
  if (!mine) return g.me?.entered ? <p className="gw-note">В этот раз не повезло — ждём вас в следующем розыгрыше!</p> : null;
  return (
    <div className="gw-win" role="status">
      <p className="gw-win__title">Вы выиграли!</p>
      {mine.status === 'pending' && (
        <>
          <p className="gw-note">
            Подтвердите выигрыш до <time dateTime={mine.claim_deadline}>{when(mine.claim_deadline)}</time>, иначе приз перейдёт следующему по списку.
          </p>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onClaim}>
            Забрать приз
          </button>
        </>
      )}
      {mine.status === 'claimed' && <p className="gw-note gw-note--ok">Выигрыш подтверждён. Мы свяжемся с вами.</p>}
      {mine.status === 'expired' && <p className="gw-note gw-note--warn">Срок подтверждения истёк: приз перешёл следующему участнику.</p>}
    </div>
  );
}
