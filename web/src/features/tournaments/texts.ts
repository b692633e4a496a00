import type { TournamentMatchView, TournamentStandingView, TournamentView } from '@fanhub/shared';
import type { RecordPageText } from '../../components/RecordPage';

/** The words of the tournament screens (issue 31; the table's statuses as the spec names them). */
export const FORMAT_NAMES: Record<TournamentView['format'], string> = {
  single_elimination: 'На выбывание',
  double_elimination: 'Двойное выбывание (с нижней сеткой)',
  round_robin: 'Круговой (каждый с каждым)',
};

export const TOURNAMENT_STATUS_NAMES: Record<TournamentView['status'], string> = {
  registration: 'Регистрация',
  check_in: 'Отметка команд',
  running: 'Идёт',
  finished: 'Завершён',
};

/** A tournament's own page: the way back to the home page's table, and what it says when the tournament cannot be loaded. */
export const TOURNAMENT_PAGE: RecordPageText = {
  block: 'tn-page',
  back: { to: '/#tournament-table', label: '← Все турниры' },
  failed: { title: 'Турнир недоступен', titleClass: 'tn-title', errorClass: 'tn-error', fallback: 'Не удалось загрузить турнир' },
};

export const STANDING_STATUS_NAMES: Record<TournamentStandingView['status'], string> = {
  qualified: 'Финал',
  active: 'В игре',
  eliminated: 'Выбыли',
  winner: 'Победитель',
};

export const BRACKET_NAMES: Record<TournamentMatchView['bracket'], string> = {
  winners: 'Верхняя сетка',
  losers: 'Нижняя сетка',
  grand_final: 'Гранд-финал',
  third_place: 'Матч за третье место',
  round_robin: 'Матчи',
};

export const MATCH_STATUS_NAMES: Record<TournamentMatchView['status'], string> = {
  pending: 'Ждёт соперника',
  ready: 'Готов к игре',
  reported: 'Счёт сообщён',
  disputed: 'Оспорен',
  completed: 'Сыгран',
};

export const TABLE_COLUMNS = ['Место', 'Команда', 'Игроки', 'Победы / поражения', 'Серия побед', 'Статус', 'Последний матч', 'Следующий матч'] as const;

/** Team names by id (a team gone from the list shows as «Команда N»). */
export function teamNamer(t: Pick<TournamentView, 'teams'>): (id: number | null) => string | null {
  const names = new Map(t.teams.map((team) => [team.team_id, team.name]));
  return (id) => (id === null ? null : (names.get(id) ?? `Команда ${id}`));
}

/** «Матч 5: победа 2:1 над Alpha» / «поражение», «техническая победа», from the team's side. */
export function lastMatchText(m: TournamentMatchView | undefined, teamId: number, name: (id: number | null) => string | null): string {
  if (!m || m.winner_team_id === null) return '—';
  const won = m.winner_team_id === teamId;
  const opponent = name(m.team1_id === teamId ? m.team2_id : m.team1_id);
  const mine = m.team1_id === teamId ? m.scores : m.scores && ([m.scores[1], m.scores[0]] as const);
  const result = m.forfeit ? (won ? 'техническая победа' : 'техническое поражение') : won ? 'победа' : 'поражение';
  const score = mine && !m.forfeit ? ` ${mine[0]}:${mine[1]}` : '';
  return `Матч ${m.id}: ${result}${score}${opponent ? ` ${won ? 'над' : 'от'} ${opponent}` : ''}`;
}

/** «Матч 7 против Beta» / «Матч 7, соперник ещё не известен». */
export function nextMatchText(m: TournamentMatchView | undefined, teamId: number, name: (id: number | null) => string | null): string {
  if (!m) return '—';
  const opponent = name(m.team1_id === teamId ? m.team2_id : m.team1_id);
  return opponent ? `Матч ${m.id} против ${opponent}` : `Матч ${m.id}, соперник ещё не известен`;
}

/** Best of N in words: «одна карта», «до 2 побед из 3 карт». */
export const seriesText = (bestOf: number): string => (bestOf === 1 ? 'одна карта' : `до ${Math.ceil(bestOf / 2)} побед из ${bestOf} карт`);
