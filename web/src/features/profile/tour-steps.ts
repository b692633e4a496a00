import type { MeView } from '@fanhub/shared';

export interface TourStep {
  id: string;
  title: string;
  text: string;
  /** Where the step points the member (a link inside the profile). */
  path?: string;
}

const ALL: TourStep[] = [
  { id: 'welcome', title: 'Добро пожаловать!', text: 'Это ваш профиль: здесь уровень, подписки, команды и безопасность.' },
  { id: 'overview', title: 'Обзор', text: 'На обзоре видно, что уже подтверждено и что осталось сделать.', path: '/profile' },
  { id: 'personal', title: 'Личные данные', text: 'Заполните имя, фамилию и пару слов о себе — это тоже приносит очки.', path: '/profile/settings' },
  { id: 'youtube', title: 'YouTube', text: 'Подтвердите подписку на канал деда на YouTube.', path: '/profile/youtube' },
  { id: 'twitch', title: 'Twitch', text: 'Подтвердите, что вы следите за стримами на Twitch.', path: '/profile/twitch' },
  { id: 'telegram', title: 'Telegram', text: 'Подтвердите подписку на Telegram-канал через нашего бота.', path: '/profile/telegram' },
  {
    id: 'done',
    title: 'Готово!',
    text: 'Команды, безопасность и таблица уровней — в гиде по профилю. Копите очки и растите от внучка до деда!',
    path: '/profile/guide',
  },
];
const SHORT = ['welcome', 'overview', 'personal', 'done'];

/**
 * The tour's steps for this member (spec 2 §4): steps for networks already verified are dropped,
 * and when 4 or fewer steps would remain, the short tour (welcome, overview, personal data, done).
 */
export function tourSteps(user: Pick<MeView, 'youtube_verified' | 'twitch_verified' | 'telegram_verified'>): TourStep[] {
  const verified = new Set([user.youtube_verified && 'youtube', user.twitch_verified && 'twitch', user.telegram_verified && 'telegram'].filter(Boolean));
  const steps = ALL.filter((s) => !verified.has(s.id));
  return steps.length <= 4 ? ALL.filter((s) => SHORT.includes(s.id)) : steps;
}
