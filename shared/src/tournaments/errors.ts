/**
 * What the engine refuses, with a Russian message the API can answer with as it is. The codes map to
 * answers in the API: invalid_score → 422, dependent_match_played → 409 naming `match_id`,
 * unknown_match / unknown_team → 404, the other refusals → 409 (invalid_* on creation → 422).
 */
export type BracketErrorCode =
  | 'invalid_settings'
  | 'invalid_team_count'
  | 'duplicate_team'
  | 'unknown_match'
  | 'unknown_team'
  | 'invalid_score'
  | 'match_not_ready'
  | 'match_completed'
  | 'match_not_completed'
  | 'dependent_match_played'
  | 'team_not_in_match'
  | 'team_disqualified'
  | 'already_disqualified'
  | 'tournament_finished'
  | 'corrupt_state';

export class BracketError extends Error {
  readonly code: BracketErrorCode;
  /** dependent_match_played: the later match whose result must be reset first. */
  readonly match_id: number | undefined;

  constructor(code: BracketErrorCode, message: string, matchId?: number) {
    super(message);
    this.name = 'BracketError';
    this.code = code;
    this.match_id = matchId;
  }
}

export const BRACKET_MSG = {
  bestOf: 'Серия может быть до 1, 3 или 5 карт (best of 1, 3 или 5)',
  teamCount: (min: number, max: number) => `Для этого формата нужно от ${min} до ${max} команд`,
  duplicateTeam: (teamId: number) => `Команда ${teamId} указана в посеве дважды`,
  unknownMatch: (id: number) => `В турнире нет матча ${id}`,
  unknownTeam: (teamId: number) => `Команда ${teamId} не играет в этом турнире`,
  invalidScore: (bestOf: number, a: number, b: number) =>
    `Счёт ${a}:${b} не завершает серию best of ${bestOf}: у победителя ровно ${Math.ceil(bestOf / 2)}, у проигравшего меньше`,
  notReady: (id: number) => `Матч ${id} ещё не готов: известны не обе команды`,
  completed: (id: number) => `У матча ${id} уже есть результат; его можно только исправить`,
  notCompleted: (id: number) => `У матча ${id} ещё нет результата`,
  dependentPlayed: (id: number, later: number) =>
    `Результат матча ${id} нельзя изменить: его команда уже сыграла матч ${later}. Сначала сбросьте результат матча ${later}`,
  teamNotInMatch: (teamId: number, id: number) => `Команда ${teamId} не играет в матче ${id}`,
  disqualifiedForfeit: (id: number) => `Матч ${id} — техническое поражение дисквалифицированной команды; его результат не меняется`,
  alreadyDisqualified: (teamId: number) => `Команда ${teamId} уже дисквалифицирована`,
  finished: 'Турнир завершён',
  corrupt: (detail: string) => `Сетка турнира противоречива: ${detail}`,
} as const;
