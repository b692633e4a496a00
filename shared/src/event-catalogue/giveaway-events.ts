/** Giveaways (issue 20): the public record, the member's own entry, the draw and its winners. */
import { Room, type EventType } from '../events.ts';
import { fieldList } from '../change-log/field-names.ts';
import { actorOf, member, nobody, type SpecsOf } from './spec.ts';

type GiveawayEvent = Extract<EventType, `giveaway.${string}`>;

const names = (winners: readonly { username: string }[]) => winners.map((w) => w.username).join(', ') || 'нет';

export const GIVEAWAY_EVENTS: SpecsOf<GiveawayEvent> = {
  'giveaway.created': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'create', text: `Создан розыгрыш «${e.payload.title}» (${e.payload.prize})`, actor: actorOf(e) }),
  },
  'giveaway.updated': {
    rooms: () => [Room.public],
    describe: (e) =>
      e.payload.fields.length
        ? { actionType: 'update', text: `Розыгрыш «${e.payload.title}» изменён: ${fieldList('giveaway', e.payload.fields)}`, actor: actorOf(e) }
        : null,
  },
  'giveaway.closed': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'update', text: `Приём заявок в розыгрыш «${e.payload.title}» закрыт досрочно`, actor: actorOf(e) }),
  },
  // The public count: the entry itself is logged by giveaway.member_entered / member_withdrew.
  'giveaway.entered': { rooms: () => [Room.public], describe: () => null },
  'giveaway.withdrawn': { rooms: () => [Room.public], describe: () => null },
  'giveaway.member_entered': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: (e) => ({ actionType: 'other', text: `Участвует в розыгрыше «${e.payload.title}»`, actor: member(e.payload) }),
  },
  'giveaway.member_withdrew': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: (e) => ({ actionType: 'other', text: `Отозвал заявку на розыгрыш «${e.payload.title}»`, actor: member(e.payload) }),
  },
  'giveaway.drawn': {
    rooms: () => [Room.public],
    describe: (e) => ({
      actionType: 'other',
      text: `Проведён розыгрыш «${e.payload.title}»: победители — ${names(e.payload.winners)}`,
      actor: e.actorId === null ? nobody : actorOf(e),
    }),
  },
  'giveaway.claimed': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'other', text: `Подтвердил выигрыш в розыгрыше «${e.payload.title}»`, actor: member(e.payload) }),
  },
  'giveaway.redrawn': {
    rooms: () => [Room.public],
    describe: (e) => ({
      actionType: 'other',
      text: `Розыгрыш «${e.payload.title}»: не подтвердили — ${names(e.payload.expired)}; новые победители — ${names(e.payload.winners)}`,
      actor: nobody,
    }),
  },
  'giveaway.entry_revoked': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: (e) => ({ actionType: 'update', text: `Заявка на розыгрыш «${e.payload.title}» больше не проходит условия`, actor: member(e.payload) }),
  },
  'giveaway.entry_restored': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: (e) => ({ actionType: 'update', text: `Заявка на розыгрыш «${e.payload.title}» снова проходит условия`, actor: member(e.payload) }),
  },
};
