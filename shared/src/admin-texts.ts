/** The admin panel's server-made texts: the settings screen, the system status, alert titles. */
import type { QueueName } from './jobs.ts';

/** GET /admin/settings: group titles, item names and their values (secrets only as on / off). */
export const SETTINGS_TEXT = {
  on: 'настроено',
  off: 'выключено',
  onAt: (host: string) => `настроено (${host})`,
  site: 'Сайт',
  publicUrl: 'Адрес сайта',
  database: 'База данных',
  embeddedDatabase: 'встроенная PGlite',
  redisPrefix: 'Префикс Redis',
  shutdownTime: 'Время на остановку',
  milliseconds: (n: number) => `${n} мс`,
  stream: 'Стрим',
  twitchChannel: 'Канал Twitch',
  statusPoll: 'Опрос статуса',
  everySeconds: (n: number) => `каждые ${n} с`,
  everyMinutes: (n: number) => `каждые ${n} мин`,
  twitchApiOff: (host: string) => `выключено: сервис ${host}`,
  eventSub: 'Уведомления Twitch EventSub',
  videos: 'Видео',
  youtubeChannel: 'Канал YouTube',
  notSet: 'не задан',
  listSource: 'Источник списка',
  dataApi: (host: string) => `Data API (${host})`,
  feed: (host: string) => `лента (${host})`,
  copies: 'Копии на сервере',
  copiesValue: (count: number, minutes: number) => `последние ${count}, каждые ${minutes} мин`,
  downloader: 'Загрузчик',
  verification: 'Подтверждение подписок',
  telegramBot: 'Telegram-бот',
  telegramOn: (channel: string) => `настроено, канал ${channel}`,
  recheck: 'Повторная проверка',
  recheckOff: 'выключена',
} as const;

/** GET /admin/dashboard/system: item names and what each saw. */
export const SYSTEM_TEXT = {
  queue: { maintenance: 'обслуживание', stream: 'стрим', videos: 'видео', notifications: 'уведомления' } satisfies Record<QueueName, string>,
  source: { 'stream-info': 'сервис статуса', twitch: 'Twitch API', eventsub: 'Twitch EventSub', none: 'источника ещё нет' } as Record<string, string>,
  polledAgo: (ago: string) => `опрос ${ago}`,
  neverPolled: 'опроса ещё не было',
  secondsAgo: (s: number) => `${s} с назад`,
  noAnswer: 'нет ответа 2 с',
  apiUp: (seconds: number, node: string) => `работает ${seconds} с, Node ${node}`,
  database: 'База данных',
  answeredIn: (ms: number) => `ответ за ${ms} мс`,
  databaseAnsweredIn: (kind: string, ms: number) => `${kind}, ответ за ${ms} мс`,
  eventStream: 'Поток событий',
  noData: 'нет данных',
  streamLag: (pending: number, oldestSeconds: number) => `в очереди ${pending}, старейшее ${oldestSeconds} с`,
  streamPending: (pending: number) => `в очереди ${pending}`,
  queueCounts: (waiting: number, active: number, failed: number) => `ждут ${waiting}, выполняются ${active}, с ошибкой ${failed}`,
  queueName: (label: string) => `Очередь «${label}»`,
  queues: 'Очереди',
  streamStatus: 'Статус стрима',
  error: 'ошибка',
  mirrors: 'Копии видео',
  mirrorsFailed: (ready: number, failed: number, lastError: string) => `готово ${ready}, с ошибкой ${failed}: ${lastError}`,
  mirrorsOk: (ready: number, waiting: number) => `готово ${ready}, ждут ${waiting}`,
  alert: (since: string, failures: number, message: string) => `сбой с ${since}, ошибок ${failures}: ${message}`,
} as const;

/** The EventSub subscriptions we hold, as the admins read them. */
const EVENTSUB_TYPES: Record<string, string> = { 'stream.online': 'о начале эфира', 'stream.offline': 'о конце эфира' };

/** Twitch's reasons for revoking an EventSub subscription (`subscription.status`). */
const EVENTSUB_REVOKED: Record<string, string> = {
  authorization_revoked: 'доступ приложения к аккаунту отозван, подключите Twitch стримера заново',
  user_removed: 'аккаунт канала удалён или заблокирован',
  notification_failures_exceeded: 'сайт слишком часто не принимал уведомления',
  version_removed: 'эта версия подписки больше не поддерживается',
};

/** What fails, as the admins read it; `job:<name>` sources are titled by their job. */
export const ALERT_TEXT = {
  titles: {
    stream: 'Статус стрима (Twitch / stream-info)',
    'youtube-feed': 'Список видео канала YouTube',
    telegram: 'Telegram-бот',
    'recheck:youtube': 'Перепроверка подписок YouTube',
    'recheck:twitch': 'Перепроверка подписок Twitch',
    'recheck:telegram': 'Перепроверка участников Telegram',
    eventsub: 'Мгновенные уведомления Twitch об эфире (EventSub)',
  } as Record<string, string>,
  /** Twitch revoked an EventSub subscription: the site falls back to polling until it is subscribed again. */
  eventsubRevoked: (type: string, status: string) =>
    `Twitch отозвал подписку на уведомления ${EVENTSUB_TYPES[type] ?? type}: ${EVENTSUB_REVOKED[status] ?? status}. Пока подписка не восстановлена, начало и конец эфира замечает только опрос статуса.`,
  job: (name: string) => `Фоновая задача ${name}`,
  noDescription: 'ошибка без описания',
} as const;
