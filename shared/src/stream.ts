import type { StreamStatusView } from './events.ts';

/** A stored stream_state row (dates as Date) as the API and the stream.* events present it. */
export interface StreamStateLike {
  channel: string;
  isLive: boolean;
  viewers: number;
  title: string | null;
  game: string | null;
  startedAt: Date | null;
  updatedAt: Date;
  source: string;
}

const SOURCES = ['twitch', 'stream-info', 'eventsub', 'none'] as const;

export function toStreamStatusView(s: StreamStateLike): StreamStatusView {
  return {
    isLive: s.isLive,
    viewers: s.isLive ? Math.max(0, s.viewers) : 0,
    title: s.title,
    game: s.game,
    startedAt: s.isLive && s.startedAt ? s.startedAt.toISOString() : null,
    channel: s.channel,
    updatedAt: s.updatedAt.toISOString(),
    source: (SOURCES as readonly string[]).includes(s.source) ? (s.source as StreamStatusView['source']) : 'none',
  };
}

/** Title suffix the page gets while the stream is live (spec: stream page, banner and widget). */
export const LIVE_TITLE_SUFFIX = '| Стрим сейчас идёт!';

/**
 * id of the `<script type="application/json">` in the served index.html holding the status the
 * server used for the title's live suffix: the browser starts from it, so the title and the badge
 * show one state from the first paint.
 */
export const INITIAL_STREAM_ELEMENT_ID = 'initial-stream';

/** The server's stream texts: link previews, the EventSub webhook, connecting the streamer's Twitch. */
export const STREAM_TEXT = {
  share: {
    liveTitle: (title: string | null) => `${title ?? 'Стрим'} ${LIVE_TITLE_SUFFIX}`,
    offlineTitle: 'FANHUB — сообщество стримера',
    liveDescription: (game: string | null, viewers: number) => `Сейчас в эфире${game ? `: ${game}` : ''}. Зрителей: ${viewers}. Заходи!`,
    offlineDescription: 'Стример сейчас не в эфире. Расписание, розыгрыши и турниры — на сайте сообщества.',
  },
  eventsub: {
    notConfigured: 'Webhook EventSub не настроен.',
    badSignature: 'Подпись сообщения EventSub неверна.',
    stale: 'Сообщение EventSub устарело (старше 10 минут).',
    badBody: 'Тело сообщения EventSub не соответствует формату Twitch.',
  },
  connect: {
    noCode: 'Нет кода авторизации',
    noState: 'Нет параметра state',
    notConnected: 'Аккаунт Twitch не подключён.',
  },
} as const;

export const STREAM_LIMITS = {
  /** The browser asks GET /stream/status this often, and only while its socket is down (spec §9). */
  fallbackPollMs: 60_000,
  /** The widget cuts the live title here, with an ellipsis (spec §9). */
  widgetTitleMax: 50,
} as const;
