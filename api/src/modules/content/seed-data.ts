import type { LinkCard, SiteContent } from '@fanhub/shared';
import { ACTIVE_GIVEAWAYS, GIVEAWAY_SLIDES, GIVEAWAY_TIERS, PAST_TOURNAMENTS } from './seed-giveaways.ts';

/** What a fresh install shows (spec 1 §2, §9); admins change it later through the API. */
/** The streaming channel's card: it names the configured STREAM_CHANNEL, as the player and widget do. */
const streamCard = (channel: string): LinkCard => ({
  kind: 'stream',
  title: 'Twitch',
  description: 'Прямые эфиры шесть дней в неделю',
  url: `https://www.twitch.tv/${channel}`,
});
const MESSENGER: LinkCard = { kind: 'messenger', title: 'Telegram', description: 'Анонсы стримов и новости канала', url: 'https://t.me/fanhub_channel' };
const VIDEO: LinkCard = { kind: 'video', title: 'YouTube', description: 'Записи эфиров и лучшие моменты', url: 'https://www.youtube.com/@fanhub' };
const CHAT: LinkCard = { kind: 'chat', title: 'Discord', description: 'Чат сообщества, поиск тиммейтов', url: 'https://discord.gg/fanhub' };

const team = (t: Omit<SiteContent['tournament']['teams'][number], 'avatar'>) => ({ ...t, avatar: `/media/team-${t.id}.svg` });

export function defaultContent(streamChannel: string): SiteContent {
  const stream = streamCard(streamChannel);
  return {
    hero: {
      title: 'FANHUB',
      tagline: 'Эфиры, расписание, розыгрыши и турниры — всё, что происходит на канале, в одном месте.',
      cards: [stream, MESSENGER, VIDEO, CHAT],
    },
    about: {
      title: 'О канале',
      intro: [
        'Привет! Это канал о киберпанке, сюжетных играх и соревновательных шутерах. Шесть вечеров в неделю — живые эфиры, честный геймплей и общение с чатом.',
        'Здесь собрано всё сообщество: расписание стримов, розыгрыши для зрителей, турниры с призовым фондом и записи лучших моментов.',
      ],
      videoSrc: '/media/about-loop.mp4',
      posterSrc: '/media/about-poster.webp',
    },
    channels: { title: 'Мои каналы', stream: stream, messenger: MESSENGER, video: VIDEO, chat: CHAT },
    giveawayTiers: GIVEAWAY_TIERS,
    giveawaySlides: GIVEAWAY_SLIDES,
    activeGiveaways: ACTIVE_GIVEAWAYS,
    pastTournaments: PAST_TOURNAMENTS,
    schedule: {
      title: 'Расписание стримов',
      note: 'Стримы проходят с понедельника по субботу, с 21:00 до 01:00 по московскому времени.',
      days: [
        { day: 'Понедельник', time: '21:00–01:00', game: 'Cyberpunk 2077' },
        { day: 'Вторник', time: '21:00–01:00', game: 'Path of Exile' },
        { day: 'Среда', time: '21:00–01:00', game: 'Star Citizen' },
        { day: 'Четверг', time: '21:00–01:00', game: 'Lost Ark' },
        { day: 'Пятница', time: '21:00–01:00', game: 'Valorant' },
        { day: 'Суббота', time: '21:00–01:00', game: 'Just Chatting + игры' },
      ],
      dayOff: 'Воскресенье — выходной: стрима нет.',
    },
    tournament: {
      title: 'CS2 Tournament March 2024',
      format: ['Режим 2x2', 'Двойное выбывание (double elimination)', 'Матчи до двух побед (best of 3)', 'Случайная карта'],
      rules: ['Обязателен античит', 'Оба игрока команды ведут трансляцию', 'Задержка трансляции — 2 минуты', 'Неявка на матч — техническое поражение'],
      prize: '15 000 рублей победителю',
      prizeAmount: 15000,
      teams: [
        team({
          id: 1,
          name: 'Neon Wolves',
          rank: 1,
          members: ['Ghost', 'Vortex'],
          wins: 5,
          losses: 0,
          points: 15,
          winStreak: 5,
          status: 'qualified',
          lastMatch: 'Победа над Cyber Foxes 2:1',
          nextMatch: 'Финал, 30 марта 21:00',
        }),
        team({
          id: 2,
          name: 'Cyber Foxes',
          rank: 2,
          members: ['Lisa', 'Kitsune'],
          wins: 4,
          losses: 1,
          points: 12,
          winStreak: 2,
          status: 'qualified',
          lastMatch: 'Поражение от Neon Wolves 1:2',
          nextMatch: 'Финал, 30 марта 21:00',
        }),
        team({
          id: 3,
          name: 'Glitch Squad',
          rank: 3,
          members: ['Byte', 'Pixel'],
          wins: 3,
          losses: 1,
          points: 9,
          winStreak: 1,
          status: 'active',
          lastMatch: 'Победа над Null Pointers 2:0',
          nextMatch: 'Полуфинал нижней сетки, 28 марта',
        }),
        team({
          id: 4,
          name: 'Night City',
          rank: 4,
          members: ['Jackie', 'Panam'],
          wins: 2,
          losses: 1,
          points: 6,
          winStreak: 0,
          status: 'active',
          lastMatch: 'Поражение от Glitch Squad 0:2',
          nextMatch: 'Нижняя сетка, 27 марта',
        }),
        team({
          id: 5,
          name: 'Null Pointers',
          rank: 5,
          members: ['Segfault', 'Daemon'],
          wins: 0,
          losses: 2,
          points: 0,
          winStreak: 0,
          status: 'eliminated',
          lastMatch: 'Поражение от Glitch Squad 0:2',
          nextMatch: '—',
        }),
      ],
    },
    contacts: {
      title: 'Контакты',
      intro: 'По вопросам сотрудничества, турниров и розыгрышей пишите в Telegram или оставьте сообщение в чате стрима.',
      links: [stream, MESSENGER],
    },
  };
}
