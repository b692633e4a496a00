import type { AppContext } from '../../context.ts';

const on = (v: unknown) => (v ? 'настроено' : 'выключено');
const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The downloader's program by name, from a VIDEO_DOWNLOADER command line (double quotes group, as
 * the worker reads it): `"/usr/bin/node" "/x/fake-yt-dlp.js" --fake-dir …` reads `node fake-yt-dlp.js`.
 */
export function downloaderLabel(commandLine: string): string {
  const [cmd = '', first] = [...commandLine.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  const name = (p: string) => p.split(/[\\/]/).pop()!;
  return first && !first.startsWith('-') ? `${name(cmd)} ${name(first)}` : name(cmd);
}

/** GET /admin/settings: the configuration an admin may see; secrets appear only as "настроено" / "выключено". */
export function visibleSettings(ctx: AppContext) {
  const c = ctx.config;
  return {
    groups: [
      {
        title: 'Сайт',
        items: [
          { name: 'Адрес сайта', value: c.PUBLIC_URL },
          { name: 'База данных', value: ctx.health.database.kind === 'pglite' ? 'встроенная PGlite' : 'PostgreSQL' },
          { name: 'Префикс Redis', value: ctx.keys.prefix },
          { name: 'Время на остановку', value: `${c.SHUTDOWN_TIMEOUT_MS} мс` },
        ],
      },
      {
        title: 'Стрим',
        items: [
          { name: 'Канал Twitch', value: c.STREAM_CHANNEL },
          { name: 'Опрос статуса', value: `каждые ${c.STREAM_POLL_INTERVAL_SECONDS} с` },
          { name: 'Twitch API', value: c.TWITCH_CLIENT_ID ? `настроено (${host(c.TWITCH_API_URL)})` : `выключено: сервис ${host(c.STREAM_INFO_URL)}` },
          { name: 'Уведомления Twitch EventSub', value: on(c.TWITCH_EVENTSUB_SECRET) },
        ],
      },
      {
        title: 'Видео',
        items: [
          { name: 'Канал YouTube', value: c.YOUTUBE_CHANNEL_ID ?? 'не задан' },
          { name: 'Источник списка', value: c.YOUTUBE_API_KEY ? `Data API (${host(c.YOUTUBE_API_URL)})` : `лента (${host(c.YOUTUBE_FEED_URL)})` },
          { name: 'Копии на сервере', value: `последние ${c.VIDEO_MIRROR_COUNT}, каждые ${c.VIDEO_MIRROR_INTERVAL_MINUTES} мин` },
          { name: 'Загрузчик', value: downloaderLabel(c.VIDEO_DOWNLOADER) },
        ],
      },
      {
        title: 'Подтверждение подписок',
        items: [
          { name: 'Google / YouTube', value: c.GOOGLE_CLIENT_ID ? `настроено (${host(c.GOOGLE_AUTH_URL)})` : 'выключено' },
          { name: 'Twitch', value: on(c.TWITCH_CLIENT_ID) },
          { name: 'Telegram-бот', value: c.TELEGRAM_BOT_TOKEN ? `настроено, канал ${c.TELEGRAM_CHANNEL}` : 'выключено' },
          { name: 'Повторная проверка', value: c.SUBSCRIPTION_RECHECK_MINUTES ? `каждые ${c.SUBSCRIPTION_RECHECK_MINUTES} мин` : 'выключена' },
        ],
      },
    ],
  };
}
