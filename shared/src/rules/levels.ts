/**
 * Levels and points: the pure rules, used by the API (awards), the web (badge, progress) and the
 * table in docs/features/profile-and-security.md. A member climbs from grandson to grandfather, as the site's streamer is 'Дед'.
 */

export const LEVELS = [
  { level: 1, key: 'novice', name: 'Внучок', minPoints: 0 },
  { level: 2, key: 'apprentice', name: 'Ученик деда', minPoints: 50 },
  { level: 3, key: 'experienced', name: 'Бывалый внук', minPoints: 150 },
  { level: 4, key: 'assistant', name: 'Правая рука деда', minPoints: 250 },
  { level: 5, key: 'heir', name: 'Наследник', minPoints: 350 },
  { level: 6, key: 'master', name: 'Дед', minPoints: 450 },
] as const;
export type LevelInfo = (typeof LEVELS)[number];

/**
 * What earns points, each at most once per member: the award is keyed by (member, action), so an
 * event delivered twice pays once, and an action undone then redone (a network unlinked and linked
 * again) gets back the points it lost, never a second award.
 */
export const POINT_ACTIONS = {
  youtube_verified: { points: 100, label: 'Подписка на YouTube подтверждена' },
  twitch_verified: { points: 100, label: 'Подписка на Twitch подтверждена' },
  telegram_verified: { points: 100, label: 'Подписка на Telegram подтверждена' },
  team_created: { points: 50, label: 'Создана первая команда' },
  team_joined: { points: 50, label: 'Вступление в команду' },
  tour_finished: { points: 25, label: 'Пройдено знакомство с профилем' },
  profile_completed: { points: 25, label: 'Заполнены имя, фамилия и о себе' },
  avatar_chosen: { points: 15, label: 'Выбран аватар' },
  two_factor_enabled: { points: 50, label: 'Включена двухфакторная аутентификация' },
} as const;
export type PointAction = keyof typeof POINT_ACTIONS;
export const POINT_ACTION_KEYS = Object.keys(POINT_ACTIONS) as PointAction[];

/** The level a number of points reaches (negative counts as 0). */
export function levelForPoints(points: number): LevelInfo {
  let found: LevelInfo = LEVELS[0];
  for (const l of LEVELS) if (points >= l.minPoints) found = l;
  return found;
}

export interface LevelProgress {
  current: LevelInfo;
  next: LevelInfo | null;
  points: number;
  /** Points still needed for the next level; 0 at the top. */
  toNext: number;
  /** 0–100: how far between the current level's threshold and the next one. */
  percent: number;
}

export function levelProgress(points: number): LevelProgress {
  const current = levelForPoints(points);
  const next = LEVELS.find((l) => l.level === current.level + 1) ?? null;
  if (!next) return { current, next, points, toNext: 0, percent: 100 };
  const span = next.minPoints - current.minPoints;
  const done = Math.max(0, points - current.minPoints);
  return { current, next, points, toNext: next.minPoints - Math.max(points, current.minPoints), percent: Math.floor((done / span) * 100) };
}

/** Points a member holds for a set of (not withdrawn) awarded actions. */
export function pointsFor(actions: Iterable<PointAction>): number {
  let sum = 0;
  for (const a of new Set(actions)) sum += POINT_ACTIONS[a].points;
  return sum;
}
