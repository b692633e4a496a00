import type { LinkCard, SiteContent } from '@fanhub/shared';

/** A compact site-content document for component tests (the API seeds the real one). */
const card = (kind: LinkCard['kind'], title: string): LinkCard => ({ kind, title, description: `${title}: описание`, url: `https://example.org/${kind}` });
const tier = (amount: number, title: string, icon: SiteContent['giveawayTiers'][number]['icon']) => ({
  amount,
  title,
  period: 'период',
  description: `${title}: описание`,
  colour: '#00f0ff',
  icon,
  subscribersOnly: amount === 4000,
  prizes: [`Приз уровня ${title}`],
});

export const CONTENT: SiteContent = {
  hero: {
    title: 'FANHUB',
    tagline: 'Эфиры и турниры в одном месте.',
    cards: [card('stream', 'Twitch'), card('messenger', 'Telegram'), card('video', 'YouTube'), card('chat', 'Discord')],
  },
  about: { title: 'О канале', intro: ['Привет, это канал.'], videoSrc: '/media/about-loop.mp4', posterSrc: '/media/about-poster.webp' },
  channels: {
    title: 'Мои каналы',
    stream: card('stream', 'Twitch'),
    messenger: card('messenger', 'Telegram'),
    video: card('video', 'YouTube'),
    chat: card('chat', 'Discord'),
  },
  giveawayTiers: [
    tier(2000, 'Еженедельный', 'bolt'),
    tier(4000, 'Ежемесячный', 'crown'),
    tier(10000, 'Турнирный', 'trophy'),
    tier(15000, 'Сезонный', 'leaf'),
    tier(30000, 'Юбилейный', 'cake'),
    tier(150000, 'Годовой', 'diamond'),
  ],
  giveawaySlides: [
    { title: 'Первый розыгрыш', amount: 2000, description: 'Описание первого', prizes: ['Приз A'], image: '/media/a.webp', href: '/' },
    { title: 'Второй розыгрыш', amount: 15000, description: 'Описание второго', prizes: ['Приз B'], image: '/media/b.webp', href: '/' },
    { title: 'Третий розыгрыш', amount: 150000, description: 'Описание третьего', prizes: ['Приз C'], image: '/media/c.webp', href: '/' },
  ],
  activeGiveaways: [{ title: 'Весенний розыгрыш', date: '2024-04-15', description: 'Активный', image: '/media/a.webp', prize: '15 000 ₽' }],
  pastTournaments: [{ title: 'Зимний кубок', date: '2024-02-18', description: 'Прошедший', image: '/media/b.webp', prize: '10 000 ₽', winner: 'Neon Wolves' }],
  schedule: {
    title: 'Расписание стримов',
    note: 'Пн–Сб 21:00–01:00 МСК',
    days: [{ day: 'Понедельник', time: '21:00–01:00', game: 'Cyberpunk 2077' }],
    dayOff: 'Воскресенье — выходной',
  },
  tournament: {
    title: 'CS2 Tournament March 2024',
    format: ['2x2'],
    rules: ['Античит'],
    prize: '15 000 рублей победителю',
    prizeAmount: 15000,
    teams: (['qualified', 'active', 'eliminated'] as const).map((status, i) => ({
      id: i + 1,
      name: `Team ${i + 1}`,
      avatar: '/media/team-1.svg',
      rank: i + 1,
      members: ['A', 'B'],
      wins: 3 - i,
      losses: i,
      points: 9 - 3 * i,
      winStreak: 3 - i,
      status,
      lastMatch: 'вчера',
      nextMatch: 'завтра',
    })),
  },
  contacts: { title: 'Контакты', intro: 'Пишите нам.', links: [card('stream', 'Twitch'), card('messenger', 'Telegram')] },
};
