import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { myGiveawayPath } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { REDUCED_MOTION_QUERY } from '../../lib/media-query';
import { REVEAL_MS } from './draw-reveal-store';
import { useGiveawayEvents } from './use-giveaway-events';

export const GIVEAWAY_ALERT_TEXT = {
  revoked: (title: string) => `Ваша заявка на розыгрыш «${title}» больше не действует: условия участия не выполнены. Подробности — на странице розыгрыша.`,
  restored: (title: string) => `Ваша заявка на розыгрыш «${title}» снова действует`,
  won: (title: string) => `Вы выиграли в розыгрыше «${title}»! Подтвердите выигрыш в разделе`,
  wonLink: 'Мои розыгрыши',
} as const;

/** One win toast per giveaway: a claim (ClaimDialog) takes it away, it has nothing left to ask. */
export const wonToastId = (giveawayId: number) => `gw-won-${giveawayId}`;

/** The win's toast: the way to claim it is one click away, in «Мои розыгрыши». */
function WonToast({ giveawayId, title, toastId }: { giveawayId: number; title: string; toastId: string }) {
  return (
    <span>
      {GIVEAWAY_ALERT_TEXT.won(title)}{' '}
      <Link to={myGiveawayPath(giveawayId)} onClick={() => toast.dismiss(toastId)}>
        {GIVEAWAY_ALERT_TEXT.wonLink}
      </Link>
    </span>
  );
}

/**
 * Told wherever the member is (mounted once in the shell): an entry that stopped counting (a
 * verification revoked before the draw), and a win, the moment the draw or a redraw names them.
 */
export function GiveawayAlerts() {
  useGiveawayEvents((e) => {
    const me = useAuthStore.getState().user?.id;
    if (me === undefined) return;
    if (e.type === 'giveaway.entry_revoked' && e.payload.userId === me) {
      toast.warning(GIVEAWAY_ALERT_TEXT.revoked(e.payload.title), { toastId: `gw-revoked-${e.id}` });
    } else if (e.type === 'giveaway.entry_restored' && e.payload.userId === me) {
      toast.success(GIVEAWAY_ALERT_TEXT.restored(e.payload.title), { toastId: `gw-restored-${e.id}` });
    } else if ((e.type === 'giveaway.drawn' || e.type === 'giveaway.redrawn') && e.payload.winners.some((w) => w.userId === me)) {
      // After the draw's reveal (draw-reveal-store), so that the toast does not give the outcome away.
      const reveal = e.type === 'giveaway.drawn' && !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
      const { title, giveawayId } = e.payload;
      const toastId = wonToastId(giveawayId);
      const won = <WonToast giveawayId={giveawayId} title={title} toastId={toastId} />;
      // Kept until closed: a win is not to be missed in three seconds.
      setTimeout(() => toast.success(won, { toastId, autoClose: false }), reveal ? REVEAL_MS : 0);
    }
  });
  return null;
}
