/**
 * Tournaments (issue 31): the public page follows the tournament, its teams and every result live;
 * a match's own steps (ready, reported, disputed) reach its two teams; admins see everything.
 */
import { Room, type AppEvent, type EventType } from '../events.ts';
import { fieldList } from '../change-log/field-names.ts';
import { actorOf, member, nobody, type SpecsOf } from './spec.ts';

type TournamentEvent = Extract<EventType, `tournament.${string}`>;

const FORMAT_NAME: Record<string, string> = {
  single_elimination: 'на выбывание',
  double_elimination: 'double elimination',
  round_robin: 'круговой',
};

/** A match's two teams' rooms (a slot not decided yet has none). */
const matchTeams = (p: { team1Id: number | null; team2Id: number | null }) => [p.team1Id, p.team2Id].filter((id) => id !== null).map(Room.team);

const pairing = (p: { team1Name: string | null; team2Name: string | null }) => `«${p.team1Name ?? '?'}» — «${p.team2Name ?? '?'}»`;

/** How the log names a result: the score, or who lost it technically. */
function resultText(p: AppEvent<'tournament.match_completed'>['payload']): string {
  if (p.scores) return `«${p.team1Name ?? '?'}» ${p.scores[0]}:${p.scores[1]} «${p.team2Name ?? '?'}»`;
  const loser = p.winnerTeamId === p.team1Id ? p.team2Name : p.team1Name;
  return `${pairing(p)}, техническое поражение «${loser ?? '?'}»`;
}

const HOW_TEXT: Record<AppEvent<'tournament.match_completed'>['payload']['how'], string> = {
  confirmed: '',
  auto_confirmed: ' (подтверждён по истечении времени)',
  no_show: ' (неявка)',
  ruled: ' (решение администратора)',
  corrected: ' (результат исправлен)',
  disqualified: ' (дисквалификация)',
};

export const TOURNAMENT_EVENTS: SpecsOf<TournamentEvent> = {
  'tournament.created': {
    rooms: () => [Room.public],
    describe: (e) => ({
      actionType: 'create',
      text: `Создан турнир «${e.payload.title}» (${e.payload.game}, ${FORMAT_NAME[e.payload.format] ?? e.payload.format})`,
      actor: actorOf(e),
    }),
  },
  'tournament.updated': {
    rooms: () => [Room.public],
    describe: (e) =>
      e.payload.fields.length
        ? {
            actionType: 'update',
            text: `Турнир «${e.payload.title}»${e.payload.matchId ? `, матч ${e.payload.matchId}` : ''} изменён: ${fieldList('tournament', e.payload.fields)}`,
            actor: actorOf(e),
          }
        : null,
  },
  'tournament.registered': {
    rooms: (e) => [Room.public, Room.team(e.payload.teamId)],
    describe: (e) => ({
      actionType: 'create',
      text: `Зарегистрировал команду «${e.payload.teamName}» на турнир «${e.payload.title}»`,
      actor: member(e.payload),
    }),
  },
  'tournament.withdrawn': {
    rooms: (e) => [Room.public, Room.team(e.payload.teamId)],
    describe: (e) => ({
      actionType: 'delete',
      text: e.payload.byAdmin
        ? `Команда «${e.payload.teamName}» снята с турнира «${e.payload.title}»`
        : `Команда «${e.payload.teamName}» отозвала заявку на турнир «${e.payload.title}»`,
      actor: actorOf(e),
    }),
  },
  'tournament.checked_in': {
    rooms: (e) => [Room.public, Room.team(e.payload.teamId)],
    describe: (e) => ({ actionType: 'other', text: `Отметил команду «${e.payload.teamName}» на турнире «${e.payload.title}»`, actor: member(e.payload) }),
  },
  'tournament.field_closed': {
    // The teams dropped for not checking in are told in their own rooms (the start tells nobody again).
    rooms: (e) => [Room.public, ...e.payload.droppedTeamIds.map(Room.team)],
    describe: (e) => ({
      actionType: 'other',
      text: `Турнир «${e.payload.title}»: состав зафиксирован, команд ${e.payload.teamIds.length}${
        e.payload.droppedTeamIds.length ? `, не отметились ${e.payload.droppedTeamIds.length}` : ''
      }; посев по раунду маяка ${e.payload.beaconRound}`,
      actor: actorOf(e),
    }),
  },
  'tournament.started': {
    // The teams dropped for not checking in are told in their own rooms.
    rooms: (e) => [Room.public, ...e.payload.droppedTeamIds.map(Room.team)],
    describe: (e) => ({
      actionType: 'other',
      text: `Турнир «${e.payload.title}» начался: команд ${e.payload.teamIds.length}, посев ${e.payload.seeding === 'manual' ? 'ручной' : 'по жребию'}${
        e.payload.droppedTeamIds.length ? `, не отметились ${e.payload.droppedTeamIds.length}` : ''
      }`,
      actor: actorOf(e),
    }),
  },
  'tournament.match_ready': {
    rooms: (e) => matchTeams(e.payload),
    // A match becoming ready follows a result (logged); an admin taking a result back is an action.
    describe: (e) =>
      e.payload.reset
        ? { actionType: 'update', text: `Турнир «${e.payload.title}»: результат матча ${e.payload.matchId} ${pairing(e.payload)} сброшен`, actor: actorOf(e) }
        : null,
  },
  'tournament.match_reported': {
    rooms: (e) => matchTeams(e.payload),
    describe: (e) => ({
      actionType: 'other',
      text: `Турнир «${e.payload.title}», матч ${e.payload.matchId} ${pairing(e.payload)}: сообщён счёт ${e.payload.scores[0]}:${e.payload.scores[1]}`,
      actor: actorOf(e),
    }),
  },
  'tournament.match_disputed': {
    rooms: (e) => matchTeams(e.payload),
    describe: (e) => ({
      actionType: 'other',
      text: `Турнир «${e.payload.title}», матч ${e.payload.matchId} ${pairing(e.payload)}: счёт оспорен — ${e.payload.reason}`,
      actor: actorOf(e),
    }),
  },
  'tournament.match_completed': {
    rooms: () => [Room.public],
    // A disqualification's forfeits follow the disqualification, which is logged itself.
    describe: (e) =>
      e.payload.how === 'disqualified'
        ? null
        : {
            actionType: e.payload.how === 'corrected' ? 'update' : 'other',
            text: `Турнир «${e.payload.title}», матч ${e.payload.matchId}: ${resultText(e.payload)}${HOW_TEXT[e.payload.how]}`,
            actor: e.actorId === null ? nobody : actorOf(e),
          },
  },
  'tournament.disqualified': {
    rooms: (e) => [Room.public, Room.team(e.payload.teamId)],
    describe: (e) => ({ actionType: 'other', text: `Команда «${e.payload.teamName}» дисквалифицирована с турнира «${e.payload.title}»`, actor: actorOf(e) }),
  },
  'tournament.finished': {
    rooms: () => [Room.public],
    describe: (e) => ({
      actionType: 'other',
      text: `Турнир «${e.payload.title}» завершён: ${e.payload.winnerName ? `победитель «${e.payload.winnerName}»` : 'без победителя'}`,
      actor: e.actorId === null ? nobody : actorOf(e),
    }),
  },
  'tournament.reopened': {
    rooms: () => [Room.public],
    describe: (e) => ({
      actionType: 'update',
      text: `Турнир «${e.payload.title}» снова идёт: после исправления матча ${e.payload.matchId} сетку нужно доиграть`,
      actor: actorOf(e),
    }),
  },
};
