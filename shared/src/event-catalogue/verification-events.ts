/** Verification of members' networks: the member's pages and the admins follow these. */
import { Room, type EventType } from '../events.ts';
import { NETWORK_NAME } from '../event-texts.ts';
import { member, type SpecsOf } from './spec.ts';

type VerificationEvent = Extract<EventType, `verification.${string}`>;

export const VERIFICATION_EVENTS: SpecsOf<VerificationEvent> = {
  'verification.completed': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: ({ payload: p }) => ({
      actionType: 'update',
      text: `Подтверждён ${NETWORK_NAME[p.provider]}${p.account ? ` (${p.account})` : ''}`,
      actor: member(p),
    }),
  },
  'verification.failed': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: ({ payload: p }) => ({ actionType: 'other', text: `Проверка ${NETWORK_NAME[p.provider]} не прошла: ${p.message}`, actor: member(p) }),
  },
  'verification.revoked': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: ({ payload: p }) => ({ actionType: 'update', text: `Снято подтверждение ${NETWORK_NAME[p.provider]}: ${p.message}`, actor: member(p) }),
  },
};
