import type { LinkCard, SiteContent } from '@fanhub/shared';
import { ACTIVE_GIVEAWAYS, GIVEAWAY_SLIDES, GIVEAWAY_TIERS, PAST_TOURNAMENTS } from './seed-giveaways.ts';

/** What a fresh install shows (spec 1 §2, §9); admins change it later through the API. */

/** The configuration the channel links come from: one source with the player, widget and verification. */
export interface ChannelSources {
  STREAM_CHANNEL: string;
  TELEGRAM_CHANNEL: string;
  YOUTUBE_CHANNEL_ID?: string | undefined;
  YOUTUBE_CHANNEL_TITLE: string;
}

/** `@name` → t.me/name; a numeric id (-100…) has no public name, only the members' link t.me/c/…. */
export function telegramChannelUrl(channel: string): string {
  return channel.startsWith('@') ? `https://t.me/${channel.slice(1)}` : `https://t.me/c/${channel.replace(/^-100/, '').replace(/^-/, '')}`;
}

/** The channel page by its id; without one, YouTube's search for the channel's name. */
export function youtubeChannelUrl(sources: ChannelSources): string {
  return sources.YOUTUBE_CHANNEL_ID
    ? `https://www.youtube.com/channel/${sources.YOUTUBE_CHANNEL_ID}`
    : `https://www.youtube.com/results?search_query=${encodeURIComponent(sources.YOUTUBE_CHANNEL_TITLE)}`;
}

/** Links earlier releases seeded as placeholders; seedContent swaps them for the configured ones. */
export const RETIRED_PLACEHOLDERS = { messenger: 'https://t.me/fanhub_channel', video: 'https://www.youtube.com/@fanhub' } as const;

/** The chat community has no setting of its own: its link is site content, edited by admins. */
const CHAT: LinkCard = { kind: 'chat', title: 'Discord', description: 'Чат сообщества, поиск тиммейтов', url: 'https://discord.gg/fanhub' };

const team = (t: Omit<SiteContent['tournament']['teams'][number], 'avatar'>) => ({ ...t, avatar: `/media/team-${t.id}.svg` });

export function defaultContent(sources: ChannelSources): SiteContent {
  const stream: LinkCard = {
    kind: 'stream',
    title: 'Twitch',
    description: 'Прямые эфиры шесть дней в неделю',
    url: `https://www.twitch.tv/${sources.STREAM_CHANNEL}`,
  };
  const messenger: LinkCard = {
    kind: 'messenger',
    title: 'Telegram',
    description: 'Анонсы стримов и новости канала',
    url: telegramChannelUrl(sources.TELEGRAM_CHANNEL),
  };
  const video: LinkCard = { kind: 'video', title: 'YouTube', description: 'Записи эфиров и лучшие моменты', url: youtubeChannelUrl(sources) };
  return {
    hero: {
      title: 'FANHUB',
      tagline: 'Эфиры, расписание, розыгрыши и турниры — всё, что происходит на канале, в одном месте.',
      cards: [stream, messenger, video, CHAT],
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
    channels: { title: 'Мои каналы', stream, messenger, video, chat: CHAT },
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
      format: ['Режим 2×2', 'Двойное выбывание', 'Матчи до двух побед из трёх', 'Случайная карта'],
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
      links: [stream, messenger],
    },
  };
}
