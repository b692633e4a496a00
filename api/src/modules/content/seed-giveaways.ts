import type { SiteContent } from '@fanhub/shared';

/** The six tiers of spec 1 §9; prize lists are ours (the spec gives amounts only). */
export const GIVEAWAY_TIERS: SiteContent['giveawayTiers'] = [
  {
    amount: 2000,
    title: 'Еженедельный',
    period: 'каждую неделю',
    description: 'Небольшой розыгрыш в конце каждой недели стримов — шанс есть у каждого зрителя в чате.',
    colour: '#00f0ff',
    icon: 'bolt',
    subscribersOnly: false,
    prizes: ['Подарочная карта Steam на 1 000 ₽', 'Игра из списка желаний до 700 ₽', 'Набор фирменных стикеров канала'],
  },
  {
    amount: 4000,
    title: 'Ежемесячный',
    period: 'раз в месяц',
    description: 'Только для подписчиков канала: итоги месяца, призы побольше и разбор лучших моментов.',
    colour: '#b44dff',
    icon: 'crown',
    subscribersOnly: true,
    prizes: ['Подарочная карта Steam на 2 000 ₽', 'Игровой коврик с логотипом канала', 'Месяц платной подписки на канал', 'Роль «Легенда месяца» в чате'],
  },
  {
    amount: 10000,
    title: 'Турнирный',
    period: 'после каждого турнира',
    description: 'Призовой фонд для участников турниров сообщества: командам-победителям и лучшему игроку.',
    colour: '#39ff14',
    icon: 'trophy',
    subscribersOnly: false,
    prizes: [
      '5 000 ₽ команде-победителю',
      'Игровая гарнитура лучшему игроку турнира',
      'Механическая клавиатура за самый яркий момент',
      'Скины CS2 на 1 000 ₽ финалистам',
    ],
  },
  {
    amount: 15000,
    title: 'Сезонный',
    period: 'раз в сезон',
    description: 'Четыре раза в год — весна, лето, осень и зима. Главный приз сезона и призы за активность в чате.',
    colour: '#ffb800',
    icon: 'leaf',
    subscribersOnly: false,
    prizes: ['Игровая мышь и коврик топового уровня', 'Подарочная карта Steam на 5 000 ₽', 'Фирменная худи канала', 'Три игры из списка желаний'],
  },
  {
    amount: 30000,
    title: 'Юбилейный',
    period: 'в день рождения канала',
    description: 'Праздничный эфир в годовщину канала: марафон, сюрпризы от гостей и большой розыгрыш.',
    colour: '#ff2a6d',
    icon: 'cake',
    subscribersOnly: false,
    prizes: ['Игровой монитор 27″ 165 Гц', 'Подарочная карта Steam на 5 000 ₽', 'Фирменный мерч: худи, кепка и кружка', 'Совместный стрим со стримером'],
  },
  {
    amount: 150000,
    title: 'Годовой гранд-розыгрыш',
    period: 'раз в год',
    description: 'Главное событие года для всего сообщества: один большой приз и множество подарков поменьше.',
    colour: '#ff00e6',
    icon: 'diamond',
    subscribersOnly: false,
    prizes: [
      'Игровой ПК на RTX 4070 Super',
      'Игровое кресло',
      'Подарочная карта Steam на 10 000 ₽',
      'Годовая подписка на канал',
      'Десять наборов фирменного мерча',
    ],
  },
];

export const GIVEAWAY_SLIDES: SiteContent['giveawaySlides'] = [
  {
    title: 'Еженедельный розыгрыш',
    amount: 2000,
    description: 'Пишите в чат во время стрима, набирайте активность и участвуйте в розыгрыше в конце недели.',
    prizes: ['Подарочная карта Steam на 1 000 ₽', 'Игра из списка желаний', 'Стикеры канала'],
    image: '/media/giveaway-weekly.webp',
    href: '/#giveaways',
  },
  {
    title: 'Ежемесячный для подписчиков',
    amount: 4000,
    description: 'Розыгрыш только для подписчиков канала: подпишитесь и подтвердите аккаунт в профиле.',
    prizes: ['Подарочная карта Steam на 2 000 ₽', 'Коврик с логотипом', 'Месяц подписки'],
    image: '/media/giveaway-monthly.webp',
    href: '/#giveaways',
  },
  {
    title: 'Турнирный фонд',
    amount: 15000,
    description: 'Призовой фонд турнира по CS2: соберите команду, пройдите сетку и заберите главный приз.',
    prizes: ['15 000 ₽ команде-победителю', 'Гарнитура лучшему игроку'],
    image: '/media/giveaway-tournament.webp',
    href: '/#tournament-table',
  },
  {
    title: 'Годовой гранд-розыгрыш',
    amount: 150000,
    description: 'Самый большой розыгрыш года: игровой ПК и десятки подарков для всего сообщества.',
    prizes: ['Игровой ПК на RTX 4070 Super', 'Игровое кресло', 'Мерч канала'],
    image: '/media/giveaway-grand.webp',
    href: '/#giveaways',
  },
];

export const ACTIVE_GIVEAWAYS: SiteContent['activeGiveaways'] = [
  {
    title: 'Весенний розыгрыш сообщества',
    date: '2024-04-15',
    description: 'Смотрите стримы, общайтесь в чате и получайте билеты за активность. Итоги — в прямом эфире.',
    image: '/media/giveaway-monthly.webp',
    prize: '15 000 ₽',
  },
  {
    title: 'Розыгрыш для подписчиков',
    date: '2024-04-30',
    description: 'Подтвердите подписку в профиле и автоматически участвуйте в розыгрыше конца месяца.',
    image: '/media/giveaway-weekly.webp',
    prize: '10 000 ₽',
  },
];

export const PAST_TOURNAMENTS: SiteContent['pastTournaments'] = [
  {
    title: 'CS2 Winter Cup 2024',
    date: '2024-02-18',
    description: 'Зимний турнир 2×2: шестнадцать команд, двойное выбывание и напряжённый финал до трёх карт.',
    image: '/media/giveaway-tournament.webp',
    prize: '15 000 ₽',
    winner: 'Neon Wolves',
  },
  {
    title: 'Valorant Night Clash',
    date: '2023-12-09',
    description: 'Ночной турнир по Valorant среди зрителей канала: восемь команд и финал в прямом эфире.',
    image: '/media/giveaway-grand.webp',
    prize: '10 000 ₽',
    winner: 'Cyber Foxes',
  },
];
