import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { BeaconProof, Eligibility, GIVEAWAY_TIERS, MISSING_KEYS } from './giveaways.ts';
import { byPhase, userRef } from './fragments.ts';
import { Id } from './ids.ts';
import { countText, type PluralForms } from '../plural.ts';

/**
 * Tournaments (issue 31): teams register a roster, check in, play a bracket whose seeding anyone
 * can recompute, report and confirm their scores; admins rule disputes, correct results and
 * disqualify. The bracket itself is the engine's (shared/src/tournaments).
 */

/** The API's bounds: the engine takes 2–64 teams, a tournament is announced for 4–64 (round robin up to 8). */
export const TOURNAMENT_LIMITS = {
  minTeams: 4,
  maxTeams: 64,
  roundRobinMaxTeams: 8,
  maxTeamSize: 10,
  maxMaps: 30,
  mapMaxLength: 40,
  titleMaxLength: 120,
  gameMaxLength: 60,
  prizeMaxLength: 200,
  rulesMaxLength: 5000,
  disputeMaxLength: 500,
  /** Check-in window, time to confirm a report, no-show window: at most a day each. */
  maxMinutes: 1440,
} as const;

const PLAYER_FORMS: PluralForms = ['игрок', 'игрока', 'игроков'];
const SUBSTITUTE_GENITIVE_FORMS: PluralForms = ['запасного', 'запасных', 'запасных'];

export const TOURNAMENT_MSG = {
  notFound: 'Турнир не найден',
  matchNotFound: 'Матч не найден',
  teamNotRegistered: 'Команда не участвует в этом турнире',
  titleRequired: 'Укажите название турнира',
  gameRequired: 'Укажите игру',
  prizeRequired: 'Укажите приз',
  startsInFuture: 'Начало должно быть в будущем',
  tooFarAhead: 'Дата не может быть дальше чем через год',
  registrationEndsBeforeStart: 'Регистрация должна закончиться не позже начала турнира',
  roundRobinMaxTeams: `В круговом турнире не больше ${TOURNAMENT_LIMITS.roundRobinMaxTeams} команд`,
  thirdPlaceSingleOnly: 'Матч за третье место бывает только в турнире на выбывание (single elimination)',
  mapTwice: (map: string) => `Карта «${map}» указана дважды`,
  bestOf: 'Серия может быть до 1, 3 или 5 карт (best of 1, 3 или 5)',
  started: 'Турнир уже начался: его настройки больше не меняются',
  notOpen: 'Турнир уже начался или завершён',
  lockedAfterRegistration: 'После первой регистрации нельзя менять размер команды и условия участия',
  maxBelowRegistered: (n: number) => `Уже зарегистрировано команд: ${n}. Максимум не может быть меньше`,
  registrationClosed: 'Регистрация на турнир закрыта',
  full: 'Все места в турнире заняты',
  captainOnly: 'Это может сделать только капитан команды',
  rosterSize: (size: number) => `В составе должно быть ровно ${countText(size, PLAYER_FORMS)} и не больше ${countText(size, SUBSTITUTE_GENITIVE_FORMS)}`,
  rosterTwice: 'Игрок указан в составе дважды',
  notTeamMembers: (names: string) => `Не состоят в команде: ${names}`,
  notEligible: 'Не все игроки состава выполняют условия участия',
  checkInNotEligible: 'Не все игроки состава могут играть: отметить команду нельзя. Капитан может снять команду и заявить её с другим составом',
  rosterBlocked: 'заблокирован',
  rosterLeftTeam: 'больше не состоит в команде',
  playerAlreadyRegistered: (names: string) => `Уже заявлены в другом составе этого турнира: ${names}`,
  teamAlreadyRegistered: 'Команда уже зарегистрирована на этот турнир',
  checkInClosed: 'Отметка ещё не открыта: она начинается незадолго до старта турнира',
  noCheckIn: 'В этом турнире нет отметки: играют все зарегистрированные команды',
  notRosterPlayer: 'Отметить команду может только игрок её состава',
  notRunning: 'Турнир не идёт: матчи играются после старта и до завершения',
  endedEarly: 'Турнир завершён досрочно: его результаты больше не меняются',
  notEnoughTeams: (n: number) => `Для старта нужно не меньше ${TOURNAMENT_LIMITS.minTeams} команд; готовы: ${n}`,
  seedingTeams: 'Укажите каждую зарегистрированную команду ровно один раз',
  seedingOutdated: 'После ручного посева зарегистрировались новые команды: обновите посев',
  notMatchCaptain: 'Это может сделать только капитан одной из команд матча',
  matchDisputed: 'Результат оспорен: его решит администратор',
  matchReported: 'Счёт уже сообщён: соперник подтвердит или оспорит его',
  noReport: 'Соперник ещё не сообщил счёт',
  ownReport: 'Свой счёт подтверждает или оспаривает соперник',
  noShowTooEarly: (minutes: number) => `Техническое поражение можно запросить через ${minutes} мин. после готовности матча`,
  opponentResponded: 'Соперник уже сообщил или оспорил счёт: техническое поражение не назначается',
  disputeReasonRequired: 'Опишите, что не так с результатом',
  differentScores: (a: number, b: number) => `Команды сообщили разный счёт (соперник: ${a}:${b})`,
  matchBodyEmpty: 'Укажите счёт (или null, чтобы сбросить результат) или ссылку на трансляцию',
  streamUrl: 'Ссылка на трансляцию должна начинаться с https://',
  fieldClosed: 'Состав турнира уже зафиксирован для посева по маяку случайности: заявки, отметка, снятие команд и изменения закрыты',
  beaconPending: 'Раунд маяка случайности для посева ещё не опубликован: турнир можно будет начать сразу после него',
  beaconInvalid: 'Маяк случайности прислал раунд с неверной подписью: турнир не начат, попробуйте позже',
} as const;

const isoTime = z.iso
  .datetime({ offset: true, error: 'Время в формате ISO 8601' })
  // NaN (not a date: said above) is not "too far".
  .refine((v) => !(Date.parse(v) > Date.now() + LIMITS.dateHorizonDays * 86_400_000), TOURNAMENT_MSG.tooFarAhead);

export const TOURNAMENT_FORMATS = ['single_elimination', 'double_elimination', 'round_robin'] as const;
export const TOURNAMENT_STATUSES = ['registration', 'check_in', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const MATCH_VIEW_STATUSES = ['pending', 'ready', 'reported', 'disputed', 'completed'] as const;
export type MatchViewStatus = (typeof MATCH_VIEW_STATUSES)[number];

const minutes = (min: number) => z.number().int().min(min).max(TOURNAMENT_LIMITS.maxMinutes);
const MapName = z.string().trim().min(1).max(TOURNAMENT_LIMITS.mapMaxLength);
const Maps = z
  .array(MapName)
  .max(TOURNAMENT_LIMITS.maxMaps)
  .superRefine((maps, ctx) => {
    const seen = new Set<string>();
    for (const m of maps) {
      if (seen.has(m.toLowerCase())) ctx.addIssue({ code: 'custom', message: TOURNAMENT_MSG.mapTwice(m) });
      seen.add(m.toLowerCase());
    }
  });

const Fields = {
  title: z.string({ error: TOURNAMENT_MSG.titleRequired }).trim().min(1, TOURNAMENT_MSG.titleRequired).max(TOURNAMENT_LIMITS.titleMaxLength),
  game: z.string({ error: TOURNAMENT_MSG.gameRequired }).trim().min(1, TOURNAMENT_MSG.gameRequired).max(TOURNAMENT_LIMITS.gameMaxLength),
  format: z.enum(TOURNAMENT_FORMATS),
  /** Single elimination only: a match between the semi-final losers. */
  third_place: z.boolean(),
  team_size: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxTeamSize),
  best_of: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: TOURNAMENT_MSG.bestOf }),
  /** The map pool: each match's maps are drawn from it with the seed revealed at the start. */
  maps: Maps,
  max_teams: z.number().int().min(TOURNAMENT_LIMITS.minTeams).max(TOURNAMENT_LIMITS.maxTeams),
  starts_at: isoTime,
  /** Null: registration stays open until the start. */
  registration_ends_at: isoTime.nullable(),
  /** Check-in opens this long before the start; 0: no check-in, every registered team plays. */
  check_in_minutes: minutes(0),
  /** A report nobody answers is confirmed after this long. */
  confirm_minutes: minutes(1),
  /** A team that has not reported or answered this long after its match became ready can lose it by its opponent's claim. */
  no_show_minutes: minutes(1),
  prize: z.string({ error: TOURNAMENT_MSG.prizeRequired }).trim().min(1, TOURNAMENT_MSG.prizeRequired).max(TOURNAMENT_LIMITS.prizeMaxLength),
  /** The giveaway tier the prize is (the "tournament 10 000 ₽" one), or null. */
  tier: z.enum(GIVEAWAY_TIERS).nullable(),
  rules: z.string().trim().max(TOURNAMENT_LIMITS.rulesMaxLength),
  eligibility: Eligibility,
};

/** The rules over several fields, on a whole body or on a stored tournament with an edit applied. */
export interface TournamentSettingsCheck {
  format: (typeof TOURNAMENT_FORMATS)[number];
  third_place: boolean;
  max_teams: number;
  starts_at: string;
  registration_ends_at: string | null;
}

/** The cross-field refusals of a tournament's settings: [field, message] pairs. */
export function settingsProblems(s: TournamentSettingsCheck): [keyof TournamentSettingsCheck, string][] {
  const problems: [keyof TournamentSettingsCheck, string][] = [];
  if (s.format === 'round_robin' && s.max_teams > TOURNAMENT_LIMITS.roundRobinMaxTeams) problems.push(['max_teams', TOURNAMENT_MSG.roundRobinMaxTeams]);
  if (s.third_place && s.format !== 'single_elimination') problems.push(['third_place', TOURNAMENT_MSG.thirdPlaceSingleOnly]);
  if (s.registration_ends_at !== null && Date.parse(s.registration_ends_at) > Date.parse(s.starts_at))
    problems.push(['registration_ends_at', TOURNAMENT_MSG.registrationEndsBeforeStart]);
  return problems;
}

export const TournamentCreateBody = z
  .object({
    title: Fields.title,
    game: Fields.game,
    format: Fields.format,
    third_place: Fields.third_place.default(false),
    team_size: Fields.team_size,
    best_of: Fields.best_of,
    maps: Fields.maps.default([]),
    max_teams: Fields.max_teams,
    starts_at: Fields.starts_at,
    registration_ends_at: Fields.registration_ends_at.default(null),
    check_in_minutes: Fields.check_in_minutes.default(30),
    confirm_minutes: Fields.confirm_minutes.default(15),
    no_show_minutes: Fields.no_show_minutes.default(15),
    prize: Fields.prize,
    tier: Fields.tier.default(null),
    rules: Fields.rules.default(''),
    eligibility: Fields.eligibility.default(Eligibility.parse({})),
  })
  .superRefine((body, ctx) => {
    for (const [path, message] of settingsProblems(body)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type TournamentCreateBody = z.infer<typeof TournamentCreateBody>;

/** Any of the fields, until the start; after the first registration not the team size nor the eligibility. */
export const TournamentUpdateBody = z.object(Fields).partial().strict();
export type TournamentUpdateBody = z.infer<typeof TournamentUpdateBody>;

/** The fields an edit may not change once a team registered: its roster was checked against them. */
export const LOCKED_AFTER_REGISTRATION = ['team_size', 'eligibility'] as const;

export const RegistrationBody = z.object({
  team_id: Id,
  /** `team_size` players, then up to `team_size` substitutes, all from the team. */
  player_ids: z
    .array(Id)
    .min(1)
    .max(2 * TOURNAMENT_LIMITS.maxTeamSize),
});
export type RegistrationBody = z.infer<typeof RegistrationBody>;

export const CheckInBody = z.object({ team_id: Id });

const SeriesWins = z.number().int().min(0).max(5);
/** A series score, `[team1's wins, team2's wins]`. */
export const SeriesScores = z.tuple([SeriesWins, SeriesWins]);

export const ReportBody = z.object({ scores: SeriesScores });
export type ReportBody = z.infer<typeof ReportBody>;

export const DisputeBody = z.object({
  reason: z.string({ error: TOURNAMENT_MSG.disputeReasonRequired }).trim().min(1, TOURNAMENT_MSG.disputeReasonRequired).max(TOURNAMENT_LIMITS.disputeMaxLength),
});

/** An admin's ruling or correction (`scores: null` takes the result back), and/or the match's stream link. */
export const AdminMatchBody = z
  .object({
    scores: SeriesScores.nullable().optional(),
    stream_url: z
      .url({ protocol: /^https$/, error: TOURNAMENT_MSG.streamUrl })
      .max(500)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => b.scores !== undefined || b.stream_url !== undefined, { message: TOURNAMENT_MSG.matchBodyEmpty, path: ['scores'] });
export type AdminMatchBody = z.infer<typeof AdminMatchBody>;

export const SeedingBody = z.object({ team_ids: z.array(Id).max(TOURNAMENT_LIMITS.maxTeams) });

// ── Answers ──

export const TournamentPlayerView = z.object(userRef);

export const TournamentTeamView = z.object({
  team_id: z.number().int(),
  name: z.string(),
  players: z.array(TournamentPlayerView),
  substitutes: z.array(TournamentPlayerView),
  /** 1 is the top seed; null before the start. */
  seed: z.number().int().nullable(),
  checked_in: z.boolean(),
  disqualified: z.boolean(),
});
export type TournamentTeamView = z.infer<typeof TournamentTeamView>;

export const TournamentMatchView = z.object({
  id: z.number().int(),
  bracket: z.enum(['winners', 'losers', 'grand_final', 'round_robin', 'third_place']),
  round: z.number().int(),
  position: z.number().int(),
  team1_id: z.number().int().nullable(),
  team2_id: z.number().int().nullable(),
  /** Where an unknown team comes from: `seed:N`, `winner:M`, `loser:M` (the page labels the slot). */
  team1_from: z.string(),
  team2_from: z.string(),
  status: z.enum(MATCH_VIEW_STATUSES),
  /** `[team1's, team2's]` series wins; null without a result and for a forfeit. */
  scores: z.tuple([z.number().int(), z.number().int()]).nullable(),
  winner_team_id: z.number().int().nullable(),
  /** A technical result: `no_show` (claimed or ruled) or `disqualified`. */
  forfeit: z.enum(['no_show', 'disqualified']).nullable(),
  /** Drawn from the pool with the revealed seed (anyone recomputes them). */
  maps: z.array(z.string()),
  reported_scores: z.tuple([z.number().int(), z.number().int()]).nullable(),
  reported_by_team_id: z.number().int().nullable(),
  dispute_reason: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** An unanswered report is confirmed then. */
  confirm_deadline: z.string().nullable(),
  /** From then on a team that has not answered can be given a technical loss by its opponent's claim. */
  no_show_at: z.string().nullable(),
  stream_url: z.string().nullable(),
});
export type TournamentMatchView = z.infer<typeof TournamentMatchView>;

export const TournamentStandingView = z.object({
  team_id: z.number().int(),
  rank: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  streak: z.number().int(),
  status: z.enum(['active', 'qualified', 'eliminated', 'winner']),
  last_match_id: z.number().int().nullable(),
  next_match_id: z.number().int().nullable(),
});
export type TournamentStandingView = z.infer<typeof TournamentStandingView>;

/**
 * A seeding bound to a public randomness beacon (DRAW_BEACON_URL): the start's first call fixed the
 * field and committed to the first round published after it; the start seeds with its randomness.
 */
export const TournamentBeaconView = z.object({
  round: z.number().int(),
  /** When the round is published: the start is possible from then on. */
  round_at: z.string(),
  /** When the field was fixed: the teams not checked in were dropped, registration and changes closed. */
  field_closed_at: z.string(),
  /** The round's randomness (hex), from the start. */
  randomness: z.string().nullable(),
  /** What proves the randomness is the chain's (as a giveaway's proof), from the start. */
  proof: BeaconProof.nullable(),
});
export type TournamentBeaconView = z.infer<typeof TournamentBeaconView>;

export const TournamentView = z.object({
  id: z.number().int(),
  title: z.string(),
  game: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  format: z.enum(TOURNAMENT_FORMATS),
  third_place: z.boolean(),
  team_size: z.number().int(),
  best_of: z.number().int(),
  maps: z.array(z.string()),
  max_teams: z.number().int(),
  teams_count: z.number().int(),
  starts_at: z.string(),
  registration_ends_at: z.string().nullable(),
  check_in_minutes: z.number().int(),
  confirm_minutes: z.number().int(),
  no_show_minutes: z.number().int(),
  prize: z.string(),
  tier: z.enum(GIVEAWAY_TIERS).nullable(),
  rules: z.string(),
  eligibility: Eligibility,
  /** sha256_hex(seed), published at creation. */
  commitment: z.string(),
  /** Revealed at the start, never before. */
  seed: z.string().nullable(),
  seeding: z.enum(['draw', 'manual']),
  /** The rules the page's «Проверить посев» recomputes. */
  algorithm: z.object({ seeding: z.string(), maps: z.string() }),
  /** Null unless the seeding is bound to a beacon round (the draw, with DRAW_BEACON_URL set). */
  beacon: TournamentBeaconView.nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  winner_team_id: z.number().int().nullable(),
  /** Before the start every registered team; from the start only the teams in the bracket. */
  teams: z.array(TournamentTeamView),
  matches: z.array(TournamentMatchView),
  standings: z.array(TournamentStandingView),
  /** Raised by each admin edit: the editor sends it back in If-Match (see edit-version.ts). */
  version: z.number().int(),
});
export type TournamentView = z.infer<typeof TournamentView>;

/** A tournament in the lists: some of its fields, and the winner's name. */
export const TournamentSummaryView = TournamentView.pick({
  id: true,
  title: true,
  game: true,
  status: true,
  format: true,
  team_size: true,
  best_of: true,
  starts_at: true,
  teams_count: true,
  max_teams: true,
  prize: true,
  tier: true,
  winner_team_id: true,
}).extend({ winner_name: z.string().nullable() });
export type TournamentSummaryView = z.infer<typeof TournamentSummaryView>;

export const TournamentListView = byPhase(TournamentSummaryView, ['upcoming', 'running', 'past']);
export type TournamentListView = z.infer<typeof TournamentListView>;

/**
 * What a roster player misses: the giveaways' keys, and at check-in also `blocked` (blocked since
 * the registration) and `left_team` (no longer in the team).
 */
export const ROSTER_MISSING_KEYS = [...MISSING_KEYS, 'blocked', 'left_team'] as const;
export type RosterMissingKey = (typeof ROSTER_MISSING_KEYS)[number];

/** 403 `not_eligible`: per roster player, what they miss. */
export const IneligiblePlayer = z.object({ ...userRef, missing: z.array(z.enum(ROSTER_MISSING_KEYS)) });
export type IneligiblePlayer = z.infer<typeof IneligiblePlayer>;
