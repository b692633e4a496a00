/**
 * Site content in the activity log: a block by its Russian name and what changed in it, down to
 * the field of a list's item ('карточка 3 — ссылка'). The diff is taken from the stored value and
 * the new one (api/src/modules/content/service.ts), carried by content.updated as paths
 * ('cards.2.url'), and read here.
 */
import type { ContentKey, SiteContent } from '../contracts/content.ts';

/** The blocks as the content editor titles them. */
export const CONTENT_BLOCK_NAME: Record<ContentKey, string> = {
  hero: 'Главный экран',
  about: 'О канале',
  channels: 'Мои каналы',
  giveawayTiers: 'Уровни розыгрышей',
  giveawaySlides: 'Слайды розыгрышей',
  activeGiveaways: 'Активные розыгрыши',
  pastTournaments: 'Прошедшие турниры',
  schedule: 'Расписание',
  tournament: 'Турнир',
  contacts: 'Контакты',
};

type Item<T> = T extends readonly (infer E)[] ? E : T;
/** Every object key at any depth of a content value (through lists). */
type DeepKeys<T> = Item<T> extends infer U ? (U extends object ? { [K in keyof U & string]: K | DeepKeys<U[K]> }[keyof U & string] : never) : never;
/** The keys whose value is a list. */
type ListKeys<T> =
  Item<T> extends infer U
    ? U extends object
      ? { [K in keyof U & string]: (U[K] extends readonly unknown[] ? K : never) | ListKeys<U[K]> }[keyof U & string]
      : never
    : never;
type Block = SiteContent[ContentKey];

/** Every field of every block (a field added to a schema does not compile until it is named here). */
const CONTENT_FIELD_NAME = {
  title: 'заголовок',
  tagline: 'подзаголовок',
  cards: 'карточки',
  kind: 'тип',
  description: 'описание',
  url: 'ссылка',
  intro: 'вступление',
  videoSrc: 'видео',
  posterSrc: 'обложка видео',
  stream: 'карточка стрима',
  messenger: 'карточка мессенджера',
  video: 'карточка видео',
  chat: 'карточка чата',
  amount: 'сумма',
  period: 'период',
  colour: 'цвет',
  icon: 'значок',
  subscribersOnly: 'только для подписчиков',
  prizes: 'призы',
  image: 'изображение',
  href: 'ссылка',
  date: 'дата',
  prize: 'приз',
  winner: 'победитель',
  note: 'примечание',
  days: 'дни',
  dayOff: 'выходные',
  day: 'день',
  time: 'время',
  game: 'игра',
  format: 'формат',
  rules: 'правила',
  prizeAmount: 'призовой фонд',
  teams: 'команды',
  id: 'номер',
  name: 'название',
  avatar: 'аватар',
  rank: 'место',
  members: 'участники',
  wins: 'победы',
  losses: 'поражения',
  points: 'очки',
  winStreak: 'серия побед',
  status: 'статус',
  lastMatch: 'последний матч',
  nextMatch: 'следующий матч',
  links: 'ссылки',
} as const satisfies Record<DeepKeys<Block>, string>;

/** One item of each list field: 'карточка 3'. */
const CONTENT_ITEM_NAME = {
  cards: 'карточка',
  intro: 'абзац',
  prizes: 'приз',
  days: 'день',
  format: 'пункт формата',
  rules: 'правило',
  teams: 'команда',
  members: 'участник',
  links: 'ссылка',
} as const satisfies Record<ListKeys<Block>, string>;

/** One item of the blocks that are lists themselves. */
const BLOCK_ITEM_NAME: Partial<Record<ContentKey, string>> = {
  giveawayTiers: 'уровень',
  giveawaySlides: 'слайд',
  activeGiveaways: 'розыгрыш',
  pastTournaments: 'турнир',
};

export const CONTENT_NAMES = { fields: CONTENT_FIELD_NAME, items: CONTENT_ITEM_NAME, blockItems: BLOCK_ITEM_NAME } as const;

/** At most this many changes are named; the rest are counted ('и ещё 3'). */
const MAX_NAMED = 6;

/**
 * The paths of what differs between two values of a block: a leaf that changed ('title',
 * 'cards.2.url'), or a list whose length changed as a whole ('prizes', '' for a block that is a list).
 */
export function contentChanges(before: unknown, after: unknown, path: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path.join('.')];
    return after.flatMap((v, i) => contentChanges(before[i], v, [...path, String(i)]));
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((k) => contentChanges(before[k], after[k], [...path, k]));
  }
  return Object.is(before, after) ? [] : [path.join('.')];
}

const fieldNames: Record<string, string> = CONTENT_FIELD_NAME;
const itemNames: Record<string, string> = CONTENT_ITEM_NAME;

/** One path in Russian: 'cards.2.url' reads 'карточка 3 — ссылка', '1.prizes' of the tiers 'уровень 2 — призы'. */
export function contentPathText(key: ContentKey, path: string): string {
  if (path === '') return 'состав списка';
  const segments = path.split('.');
  const words: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const index = segments[i + 1];
    if (/^\d+$/.test(segment)) {
      // Only the block itself is a list without a name before its index.
      words.push(`${BLOCK_ITEM_NAME[key] ?? 'элемент'} ${Number(segment) + 1}`);
    } else if (index !== undefined && /^\d+$/.test(index) && itemNames[segment]) {
      words.push(`${itemNames[segment]} ${Number(index) + 1}`);
      i++;
    } else words.push(fieldNames[segment] ?? 'другие данные');
  }
  return words.join(' — ');
}

/** The changes of a block in Russian, each once, at most MAX_NAMED named: 'заголовок, карточка 3 — ссылка'. */
export function contentChangeText(key: ContentKey, paths: readonly string[]): string {
  const named = [...new Set(paths.map((p) => contentPathText(key, p)))];
  const rest = named.length - MAX_NAMED;
  return rest > 0 ? `${named.slice(0, MAX_NAMED).join(', ')} и ещё ${rest}` : named.join(', ');
}
