import type { TournamentMatchView, TournamentView } from '@fanhub/shared';

/** How the admin screens name a tournament's settings and states (Russian only: the sweep checks every word). */
export const FORMAT_NAMES: Record<TournamentView['format'], string> = {
  single_elimination: 'На выбывание',
  double_elimination: 'Двойное выбывание',
  round_robin: 'Круговой',
};

export const STATUS_NAMES: Record<TournamentView['status'], string> = {
  registration: 'регистрация',
  check_in: 'отметка',
  running: 'идёт',
  finished: 'завершён',
};

export const BEST_OF_NAMES: Record<1 | 3 | 5, string> = {
  1: 'Одна карта',
  3: 'До 2 побед из 3',
  5: 'До 3 побед из 5',
};

export const BRACKET_NAMES: Record<TournamentMatchView['bracket'], string> = {
  winners: 'Верхняя сетка',
  losers: 'Нижняя сетка',
  grand_final: 'Гранд-финал',
  round_robin: 'Группа',
  third_place: 'Матч за третье место',
};

export const MATCH_STATUS_NAMES: Record<TournamentMatchView['status'], string> = {
  pending: 'ждёт команды',
  ready: 'готов',
  reported: 'счёт сообщён',
  disputed: 'оспорен',
  completed: 'сыгран',
};

/** A moment in the admin's own time: «12 дек., 19:00». */
export const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
