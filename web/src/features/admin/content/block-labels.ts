import { CONTENT_BLOCK_NAME, type ContentKey } from '@fanhub/shared';

/** The site-content blocks in Russian: the activity log's names, so the editor and the log agree. */
export const BLOCK_TITLES: Record<ContentKey, string> = CONTENT_BLOCK_NAME;

/**
 * How a text field is edited beyond a plain input: a picture or a video on this site (with a
 * preview), a link, a colour, a date, or several lines.
 */
export type Widget = 'image' | 'video' | 'link' | 'colour' | 'date' | 'textarea';

export interface FieldText {
  /** The field's Russian name (a list's heading). */
  label: string;
  /** A line under the field: what it takes. */
  hint?: string;
  /** A sample value after the hint, shown as code. */
  example?: string;
  /** A list's element: «Карточка 1», and the accusative of «Добавить карточку». */
  item?: { one: string; add: string };
  widget?: Widget;
}

const IMAGE = { hint: 'Путь к файлу на сайте, например', example: '/media/hero.webp', widget: 'image' } as const;
const LINK_HINT = 'Адрес https://… или путь на сайте, начинающийся с /';

/** By field name, wherever it stands (the fallback). */
const BY_NAME: Record<string, FieldText> = {
  title: { label: 'Название' },
  description: { label: 'Описание' },
  kind: { label: 'Тип канала' },
  url: { label: 'Ссылка', hint: LINK_HINT, widget: 'link' },
  href: { label: 'Ссылка кнопки', hint: LINK_HINT, widget: 'link' },
  image: { label: 'Картинка', ...IMAGE },
  amount: { label: 'Сумма, ₽' },
  period: { label: 'Как часто' },
  colour: { label: 'Цвет', hint: 'Код цвета с # или выбор на палитре', widget: 'colour' },
  icon: { label: 'Значок' },
  subscribersOnly: { label: 'Только для подписчиков' },
  prizes: { label: 'Призы', item: { one: 'Приз', add: 'приз' } },
  prize: { label: 'Приз' },
  date: { label: 'Дата', widget: 'date' },
  winner: { label: 'Победитель' },
  cards: { label: 'Карточки', item: { one: 'Карточка', add: 'карточку' } },
};

/** By the full path in the block, `*` for a list's elements (wins over the name). */
const BY_PATH: Record<string, FieldText> = {
  'hero.title': { label: 'Заголовок' },
  'hero.tagline': { label: 'Подзаголовок' },
  'hero.cards': { label: 'Карточки каналов', item: { one: 'Карточка', add: 'карточку' } },

  'about.title': { label: 'Заголовок блока' },
  'about.intro': { label: 'Текст', item: { one: 'Абзац', add: 'абзац' } },
  'about.videoSrc': { label: 'Видео', hint: 'Путь к файлу на сайте, например', example: '/media/about-loop.mp4', widget: 'video' },
  'about.posterSrc': { label: 'Обложка видео', ...IMAGE },

  'channels.title': { label: 'Заголовок блока' },
  'channels.stream': { label: 'Стриминговая платформа' },
  'channels.messenger': { label: 'Мессенджер' },
  'channels.video': { label: 'Видеохостинг' },
  'channels.chat': { label: 'Чат сообщества' },

  giveawayTiers: { label: 'Уровни', item: { one: 'Уровень', add: 'уровень' } },
  giveawaySlides: { label: 'Слайды', item: { one: 'Слайд', add: 'слайд' } },
  activeGiveaways: { label: 'Розыгрыши', item: { one: 'Розыгрыш', add: 'розыгрыш' } },
  pastTournaments: { label: 'Турниры', item: { one: 'Турнир', add: 'турнир' } },

  'schedule.title': { label: 'Заголовок блока' },
  'schedule.note': { label: 'Примечание' },
  'schedule.days': { label: 'Дни эфиров', item: { one: 'День', add: 'день' } },
  'schedule.days.*.day': { label: 'День недели' },
  'schedule.days.*.time': { label: 'Время' },
  'schedule.days.*.game': { label: 'Игра' },
  'schedule.dayOff': { label: 'Выходные' },

  'tournament.title': { label: 'Заголовок блока' },
  'tournament.format': { label: 'Формат', item: { one: 'Пункт', add: 'пункт' } },
  'tournament.rules': { label: 'Правила', item: { one: 'Правило', add: 'правило' } },
  'tournament.prize': { label: 'Приз' },
  'tournament.prizeAmount': { label: 'Призовой фонд, ₽' },
  'tournament.teams': { label: 'Команды', item: { one: 'Команда', add: 'команду' } },
  'tournament.teams.*.id': { label: 'Номер команды', hint: 'Не повторяется' },
  'tournament.teams.*.name': { label: 'Название' },
  'tournament.teams.*.avatar': { label: 'Эмблема', ...IMAGE, example: '/media/team-1.svg' },
  'tournament.teams.*.rank': { label: 'Место в таблице' },
  'tournament.teams.*.members': { label: 'Состав', item: { one: 'Игрок', add: 'игрока' } },
  'tournament.teams.*.wins': { label: 'Победы' },
  'tournament.teams.*.losses': { label: 'Поражения' },
  'tournament.teams.*.points': { label: 'Очки' },
  'tournament.teams.*.winStreak': { label: 'Победы подряд' },
  'tournament.teams.*.status': { label: 'Статус' },
  'tournament.teams.*.lastMatch': { label: 'Последний матч' },
  'tournament.teams.*.nextMatch': { label: 'Следующий матч' },

  'contacts.title': { label: 'Заголовок блока' },
  'contacts.intro': { label: 'Вступление' },
  'contacts.links': { label: 'Ссылки', item: { one: 'Ссылка', add: 'ссылку' } },
};

/** Choices of a list of values, by value. */
const CHOICES: Record<string, string> = {
  // ChannelKind: which icon and colour a link card takes.
  stream: 'Стрим',
  messenger: 'Мессенджер',
  video: 'Видео',
  chat: 'Чат',
  // TIER_ICONS
  bolt: 'Молния',
  crown: 'Корона',
  trophy: 'Кубок',
  leaf: 'Лист',
  cake: 'Торт',
  diamond: 'Бриллиант',
  // TEAM_STATUSES, as the tournament table shows them
  qualified: 'Финал',
  active: 'В игре',
  eliminated: 'Выбыли',
};

/** The key of a place in the label maps: the block, then the path with `*` for list elements. */
export const placeKey = (key: ContentKey, pattern: readonly string[]) => [key, ...pattern].join('.');

/** The Russian name (and hint, list noun, widget) of a place in a block, or undefined: the label test lists those. */
export function fieldText(key: ContentKey, pattern: readonly string[]): FieldText | undefined {
  const byPath = BY_PATH[placeKey(key, pattern)];
  if (byPath) return byPath;
  const name = pattern.at(-1);
  return name && name !== '*' ? BY_NAME[name] : undefined;
}

/** The Russian name of a choice, or undefined. */
export const choiceText = (value: string): string | undefined => CHOICES[value];
