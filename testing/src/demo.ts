/**
 * `npm run demo`: the whole site in one process with a demo admin and its own data directory,
 * so it can be shown without touching real data or real third-party services. Every upstream is a
 * fake on 127.0.0.1 (stream status, Twitch, Google/YouTube, the Telegram Bot API), switched from
 * this terminal (`help` lists the commands).
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startFakeGoogle } from './fakes/google.ts';
import { startFakeStreamInfo } from './fakes/stream-info.ts';
import { startFakeTelegram } from './fakes/telegram.ts';
import { startFakeTwitch } from './fakes/twitch.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CHANNEL_ID = 'UCdedushkaDemoChannel000';
const [streamInfo, google, twitch, telegram] = await Promise.all([
  startFakeStreamInfo(),
  startFakeGoogle({ streamerChannelId: CHANNEL_ID }),
  startFakeTwitch(),
  startFakeTelegram(),
]);
streamInfo.offline();
// The accounts the fake consent pages offer.
google.addAccount('subscriber@gmail.demo', { subscribed: true });
google.addAccount('stranger@gmail.demo', { subscribed: false });
google.addAccount('nochannel@gmail.demo', { channel: null });
twitch.addViewer('demo_follower', { follows: true, subscribed: true });
twitch.addViewer('demo_lurker', { follows: false });
const HELP = `commands:
  live [viewers] [title…] | offline      the stream starts / ends (polled every few seconds)
  tg start <link> [username]             the Telegram user presses Start on the site's link
  tg join|leave [username]               the Telegram user joins / leaves the channel (default demo_viewer)
  yt subscribe|unsubscribe <email>       a Google account (un)subscribes (seen at the next recheck, every minute)
  tw follow|unfollow <login>             a Twitch viewer (un)follows (same)
`;

const defaults: Record<string, string> = {
  DATA_DIR: path.join(root, 'data/demo'),
  ADMIN_EMAIL: 'admin@fanhub.local',
  ADMIN_PASSWORD: 'fanhub-demo-admin',
  ADMIN_USERNAME: 'admin',
  STREAM_INFO_URL: streamInfo.url,
  ...streamInfo.paths,
  STREAM_POLL_INTERVAL_SECONDS: '5',
  ...google.env,
  TWITCH_CLIENT_ID: twitch.clientId,
  TWITCH_CLIENT_SECRET: twitch.clientSecret,
  TWITCH_AUTH_URL: twitch.authUrl,
  TWITCH_API_URL: twitch.apiUrl,
  ...telegram.env,
  SUBSCRIPTION_RECHECK_MINUTES: '1',
  SUBSCRIPTION_RECHECK_SPACING_MS: '0',
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;
process.stdout.write(`demo admin: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}\n`);
process.stdout.write(HELP);

await import('../../workers/src/bin/all-in-one.ts');

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...args] = line.trim().split(/\s+/);
  const say = (text: string) => process.stdout.write(`${text}\n`);
  if (command === 'live') {
    const [viewers, ...title] = args;
    const t = title.join(' ') || 'Ночной рейд в Night City';
    streamInfo.live(Number(viewers) || 128, t);
    twitch.set('live', { title: t, viewer_count: Number(viewers) || 128, started_at: new Date().toISOString() });
    say('stream: live from the next poll');
  } else if (command === 'offline') {
    streamInfo.offline();
    twitch.set('offline');
    say('stream: offline from the next poll (a live stream ends after two offline answers)');
  } else if (command === 'tg' && args[0] === 'start' && args[1]) {
    telegram.pressStart(args[2] ?? 'demo_viewer', args[1]);
    say(`telegram: ${args[2] ?? 'demo_viewer'} pressed Start (join the channel first with "tg join" to pass)`);
  } else if (command === 'tg' && (args[0] === 'join' || args[0] === 'leave')) {
    telegram[args[0]](args[1] ?? 'demo_viewer');
    say(`telegram: ${args[1] ?? 'demo_viewer'} ${args[0] === 'join' ? 'joined' : 'left'} ${telegram.channel}`);
  } else if (command === 'yt' && (args[0] === 'subscribe' || args[0] === 'unsubscribe') && args[1]) {
    google.setSubscribed(args[1], args[0] === 'subscribe');
    say(`youtube: ${args[1]} ${args[0]}d`);
  } else if (command === 'tw' && (args[0] === 'follow' || args[0] === 'unfollow') && args[1]) {
    const viewer = twitch.addViewer(args[1], { follows: args[0] === 'follow' });
    say(`twitch: ${viewer.login} ${args[0]}s`);
  } else if (command) {
    say(HELP);
  }
});
