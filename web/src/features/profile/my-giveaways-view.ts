import type { AppEvent, MyGiveawayItem, MyGiveawayStatus } from '@fanhub/shared';
import { momentText } from '../giveaways';

/** «Мои розыгрыши»: what each status reads as, and the line of times under it. */
export const MY_GW_TEXT = {
  title: 'Мои розыгрыши',
  intro: 'Розыгрыши, в которых вы участвуете, ваши выигрыши и история — со статусом и временем розыгрыша.',
  toClaim: 'Нужно подтвердить',
  current: 'Участвуете',
  history: 'История',
  more: 'Показать ещё',
  empty: 'Вы пока не участвовали в розыгрышах.',
  emptyLink: 'Смотреть розыгрыши',
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить ваши розыгрыши',
  retry: 'Повторить',
  claim: 'Забрать приз',
  withdraw: 'Отказаться от участия',
  prize: 'Приз:',
  how: 'Как вы получите приз:',
  yourDetails: 'Вы указали:',
  notCounting: 'Заявка сейчас не действует: условия участия не выполнены. Что нужно сделать — на странице розыгрыша.',
  notCounted: 'Заявка не прошла условия участия на момент розыгрыша.',
} as const;

export const STATUS_TEXT: Record<MyGiveawayStatus, string> = {
  won: 'Вы выиграли',
  open: 'Участвуете',
  awaiting_draw: 'Ждёт розыгрыша',
  claimed: 'Приз подтверждён',
  expired: 'Срок подтверждения истёк',
  lost: 'Не выиграли',
  withdrawn: 'Вы отказались',
};

/** The chip's colour: a win to act on, good news, waiting, or over. */
export const STATUS_TONE: Record<MyGiveawayStatus, 'win' | 'ok' | 'wait' | 'off'> = {
  won: 'win',
  claimed: 'ok',
  open: 'wait',
  awaiting_draw: 'wait',
  expired: 'off',
  lost: 'off',
  withdrawn: 'off',
};

/** The line of times: when it is (or was) drawn, and what the status adds (the deadline, the claim). */
export function timesText(item: MyGiveawayItem): string {
  const drawn = item.drawn_at ? `Разыгран ${momentText(item.drawn_at)}` : null;
  const ends = momentText(item.ends_at);
  switch (item.status) {
    case 'open':
      return item.auto_draw ? `Розыгрыш ${ends}` : `Приём заявок до ${ends}, затем розыгрыш проведёт администратор`;
    case 'awaiting_draw':
      return `Приём заявок закрыт ${ends}, розыгрыш вот-вот пройдёт`;
    case 'won':
      return `${drawn} · подтвердите до ${momentText(item.claim_deadline!)}`;
    case 'claimed':
      return `${drawn} · подтверждён ${momentText(item.claimed_at!)}`;
    case 'expired':
      return `${drawn} · срок подтверждения истёк ${momentText(item.claim_deadline!)}`;
    case 'lost':
      return drawn!;
    case 'withdrawn':
      return `Заявка отозвана ${momentText(item.withdrawn_at!)} · ${drawn ?? (Date.parse(item.ends_at) > Date.now() ? `приём заявок до ${ends}` : `приём заявок закрыт ${ends}`)}`;
  }
}

/** The giveaway events that may change the member's list (the public count alone never does). */
const OWN = new Set(['giveaway.member_entered', 'giveaway.member_withdrew', 'giveaway.entry_revoked', 'giveaway.entry_restored']);
const ABOUT_A_GIVEAWAY = new Set(['giveaway.drawn', 'giveaway.redrawn', 'giveaway.claimed', 'giveaway.closed', 'giveaway.updated']);

/**
 * Reload for the member's own entries anywhere (an admin's socket hears everyone's: only theirs
 * count), and for news of a giveaway on the list.
 */
export function concernsList(e: AppEvent, shown: ReadonlySet<number>, me: number): boolean {
  const p = e.payload as { giveawayId?: unknown; userId?: unknown };
  if (OWN.has(e.type)) return p.userId === me;
  return ABOUT_A_GIVEAWAY.has(e.type) && typeof p.giveawayId === 'number' && shown.has(p.giveawayId);
}
