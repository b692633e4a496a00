/** Teams: creation, membership, invitations; sockets follow membership into `team:<id>`. */
import { Room, type EventType } from '../events.ts';
import { fieldList } from '../change-log/field-names.ts';
import { actorOf, member, type RoomMove, type SpecsOf } from './spec.ts';

type TeamEvent = Extract<EventType, `team.${string}`>;

const move = (userId: number, teamId: number, action: RoomMove['action']): RoomMove => ({ sockets: Room.user(userId), room: Room.team(teamId), action });

export const TEAM_EVENTS: SpecsOf<TeamEvent> = {
  'team.created': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ moves: [move(e.payload.userId, e.payload.teamId, 'join')] }),
    describe: (e) => ({ actionType: 'create', text: `Создана команда «${e.payload.teamName}»`, actor: member(e.payload) }),
  },
  'team.updated': {
    rooms: (e) => [Room.team(e.payload.teamId)],
    describe: (e) =>
      e.payload.fields.length
        ? { actionType: 'update', text: `Команда «${e.payload.teamName}» изменена: ${fieldList('team', e.payload.fields)}`, actor: actorOf(e) }
        : null,
  },
  'team.member_joined': {
    rooms: (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
    effects: (e) => ({ moves: [move(e.payload.userId, e.payload.teamId, 'join')] }),
    describe: (e) => ({ actionType: 'other', text: `Вступил в команду «${e.payload.teamName}»`, actor: member(e.payload) }),
  },
  'team.member_left': {
    rooms: (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
    effects: (e) => ({ moves: [move(e.payload.userId, e.payload.teamId, 'leave')] }),
    describe: (e) => ({ actionType: 'other', text: `Покинул команду «${e.payload.teamName}»`, actor: member(e.payload) }),
  },
  'team.member_kicked': {
    // The kicked member is told in their own room: by delivery time they have left the team's.
    rooms: (e) => [Room.team(e.payload.teamId), Room.user(e.payload.userId)],
    effects: (e) => ({ moves: [move(e.payload.userId, e.payload.teamId, 'leave')] }),
    describe: (e) => ({
      actionType: 'delete',
      text: `${e.payload.byUsername} исключил ${e.payload.username} из команды «${e.payload.teamName}»`,
      actor: { id: e.actorId, name: e.payload.byUsername },
    }),
  },
  'team.disbanded': {
    rooms: (e) => [Room.team(e.payload.teamId), ...e.payload.memberIds.map(Room.user)],
    effects: (e) => ({ moves: [{ sockets: Room.team(e.payload.teamId), room: Room.team(e.payload.teamId), action: 'leave' }] }),
    describe: (e) => ({
      actionType: 'delete',
      text: `Команда «${e.payload.teamName}» расформирована${e.payload.byAdmin ? ' администратором' : ''}`,
      actor: actorOf(e),
    }),
  },
  'team.listing_changed': {
    rooms: () => [Room.public],
    describe: () => null, // follows another team event, which is logged
  },
  'team.invitation_sent': {
    rooms: (e) => [Room.team(e.payload.teamId), Room.user(e.payload.inviteeId)],
    describe: (e) => ({
      actionType: 'other',
      text: `${e.payload.invitedBy} пригласил ${e.payload.inviteeUsername} в команду «${e.payload.teamName}»`,
      actor: { id: e.actorId, name: e.payload.invitedBy },
    }),
  },
  'team.invitation_answered': {
    rooms: (e) => [Room.team(e.payload.teamId), Room.user(e.payload.inviteeId)],
    describe: (e) => ({
      actionType: 'other',
      text: `${e.payload.inviteeUsername} ${e.payload.accepted ? 'принял' : 'отклонил'} приглашение в команду «${e.payload.teamName}»`,
      actor: { id: e.payload.inviteeId, name: e.payload.inviteeUsername },
    }),
  },
};
