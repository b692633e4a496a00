import { toast } from 'react-toastify';
import { detailOf } from '../../api/errors';
import { giveawaysApi } from './giveaways-api';

export const GIVEAWAY_TEXT = {
  entered: 'Вы участвуете в розыгрыше!',
  withdrawn: (title: string) => `Готово: вы больше не участвуете в розыгрыше «${title}». Пока приём заявок идёт, можно вернуться.`,
  failed: 'Не удалось выполнить действие, попробуйте ещё раз',
} as const;

/**
 * Enters or withdraws; the server's message (Russian) is shown as it comes. Either way the giveaway
 * is reloaded: a refusal for "not eligible" brings back exactly what is missing. (Claiming a win
 * asks for the delivery details first: ClaimDialog.)
 */
export async function runAction(action: 'enter' | 'withdraw', g: { id: number; title: string }, reload: () => void): Promise<void> {
  try {
    await giveawaysApi[action](g.id);
    toast.success(action === 'enter' ? GIVEAWAY_TEXT.entered : GIVEAWAY_TEXT.withdrawn(g.title));
  } catch (err) {
    toast.error(detailOf(err, GIVEAWAY_TEXT.failed));
  } finally {
    reload();
  }
}
