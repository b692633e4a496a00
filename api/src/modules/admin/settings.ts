import { SETTINGS_TEXT as T } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';

const on = (v: unknown) => (v ? T.on : T.off);
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

/** GET /admin/settings: the configuration an admin may see; secrets appear only as on / off. */
export function visibleSettings(ctx: AppContext) {
  const c = ctx.config;
  return {
    groups: [
      {
        title: T.site,
        items: [
          { name: T.publicUrl, value: c.PUBLIC_URL },
          { name: T.database, value: ctx.health.database.kind === 'pglite' ? T.embeddedDatabase : 'PostgreSQL' },
          { name: T.redisPrefix, value: ctx.keys.prefix },
          { name: T.shutdownTime, value: T.milliseconds(c.SHUTDOWN_TIMEOUT_MS) },
        ],
      },
      {
        title: T.stream,
        items: [
          { name: T.twitchChannel, value: c.STREAM_CHANNEL },
          { name: T.statusPoll, value: T.everySeconds(c.STREAM_POLL_INTERVAL_SECONDS) },
          { name: 'Twitch API', value: c.TWITCH_CLIENT_ID ? T.onAt(host(c.TWITCH_API_URL)) : T.twitchApiOff(host(c.STREAM_INFO_URL)) },
          { name: T.eventSub, value: on(c.TWITCH_EVENTSUB_SECRET) },
        ],
      },
      {
        title: T.videos,
        items: [
          { name: T.youtubeChannel, value: c.YOUTUBE_CHANNEL_ID ?? T.notSet },
          { name: T.listSource, value: c.YOUTUBE_API_KEY ? T.dataApi(host(c.YOUTUBE_API_URL)) : T.feed(host(c.YOUTUBE_FEED_URL)) },
          { name: T.copies, value: T.copiesValue(c.VIDEO_MIRROR_COUNT, c.VIDEO_MIRROR_INTERVAL_MINUTES) },
          { name: T.downloader, value: downloaderLabel(c.VIDEO_DOWNLOADER) },
        ],
      },
      {
        title: T.verification,
        items: [
          { name: 'Google / YouTube', value: c.GOOGLE_CLIENT_ID ? T.onAt(host(c.GOOGLE_AUTH_URL)) : T.off },
          { name: 'Twitch', value: on(c.TWITCH_CLIENT_ID) },
          { name: T.telegramBot, value: c.TELEGRAM_BOT_TOKEN ? T.telegramOn(c.TELEGRAM_CHANNEL) : T.off },
          { name: T.recheck, value: c.SUBSCRIPTION_RECHECK_MINUTES ? T.everyMinutes(c.SUBSCRIPTION_RECHECK_MINUTES) : T.recheckOff },
        ],
      },
    ],
  };
}
