import { toast } from 'react-toastify';
import { detailOf } from '../profile/profile-api';
import { giveawaysApi } from './giveaways-api';

export const GIVEAWAY_TEXT = {
  entered: 'Вы участвуете в розыгрыше!',
  withdrawn: 'Вы больше не участвуете в розыгрыше',
  claimed: 'Выигрыш подтверждён! Мы свяжемся с вами.',
  failed: 'Не удалось выполнить действие, попробуйте ещё раз',
} as const;

/**
 * Runs one of the member's actions; the server's message (Russian) is shown as it comes. Either way
 * the giveaway is reloaded: a refusal for "not eligible" brings back exactly what is missing.
 */
export async function runAction(action: 'enter' | 'withdraw' | 'claim', id: number, reload: () => void): Promise<void> {
  try {
    await giveawaysApi[action](id);
    toast.success(action === 'enter' ? GIVEAWAY_TEXT.entered : action === 'withdraw' ? GIVEAWAY_TEXT.withdrawn : GIVEAWAY_TEXT.claimed);
  } catch (err) {
    toast.error(detailOf(err, GIVEAWAY_TEXT.failed));
  } finally {
    reload();
  }
}
