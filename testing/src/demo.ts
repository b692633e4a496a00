/**
 * `npm run demo`: the whole site in one process with a demo admin and its own data directory,
 * so it can be shown without touching real data or real third-party services. Every upstream is a
 * fake on 127.0.0.1 (stream status, Twitch, Google/YouTube, the Telegram Bot API), switched from
 * this terminal (`help` lists the commands).
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { demoGiveaways } from './demo-giveaway.ts';
import { demoTournaments } from './demo-tournament.ts';
import { startFakeBeacon } from './fakes/beacon.ts';
import { startFakeGoogle } from './fakes/google.ts';
import { startFakePush } from './fakes/push.ts';
import { startFakeStreamInfo } from './fakes/stream-info.ts';
import { startFakeTelegram } from './fakes/telegram.ts';
import { startFakeTwitch } from './fakes/twitch.ts';
import { startFakeYoutubeProbe } from './fakes/youtube.ts';
import { startFakeYoutube } from './fakes/youtube-feed.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CHANNEL_ID = 'UCdedushkaDemoChannel000';
const [streamInfo, google, twitch, telegram, youtube, probe, beacon, push] = await Promise.all([
  startFakeStreamInfo(),
  startFakeGoogle({ streamerChannelId: CHANNEL_ID }),
  startFakeTwitch(),
  startFakeTelegram(),
  startFakeYoutube(),
  startFakeYoutubeProbe(),
  startFakeBeacon({ period: 3 }),
  startFakePush(),
]);
// Browser push goes to the fake push service (HTTPS on 127.0.0.1, its own certificate): the API and
// the workers run in this process and trust it; subscriptions on loopback are allowed below.
push.trust();
// The channel's latest uploads (the fake feed); the fake downloader copies a real MP4 for each.
// YouTube starts "blocked", so the block plays them from this server: the product's first promise.
[
  ['demoRaid001', 'Ночной рейд в Night City'],
  ['demoPoeLeag', 'Path of Exile: новая лига с нуля'],
  ['demoStarCit', 'Star Citizen: первый полёт деда'],
  ['demoValoCup', 'Valorant: кубок подписчиков'],
  ['demoChat005', 'Болтаем с чатом: итоги месяца'],
].forEach(([id, title], i) => youtube.publish(id!, title!, new Date(Date.now() - (5 - i) * 86_400_000).toISOString()));
probe.set({ blocked: true });
streamInfo.offline();
// The accounts the fake consent pages offer.
google.addAccount('subscriber@gmail.demo', { subscribed: true });
google.addAccount('stranger@gmail.demo', { subscribed: false });
google.addAccount('nochannel@gmail.demo', { channel: null });
twitch.addViewer('demo_follower', { follows: true, subscribed: true });
twitch.addViewer('demo_lurker', { follows: false });
const HELP = `commands:
  live [viewers] [title…] | offline      the stream starts / ends (polled every few seconds)
  youtube blocked|open                   YouTube is blocked for visitors (default) / reachable again
  tg start <link> [username]             the Telegram user presses Start on the site's link
  tg join|leave [username]               the Telegram user joins / leaves the channel (default demo_viewer)
  push [name]                            what the fake push service delivered (to one subscriber, or all)
  yt subscribe|unsubscribe <email>       a Google account (un)subscribes (seen at the next recheck, every minute)
  tw follow|unfollow <login>             a Twitch viewer (un)follows (same)
  giveaway draw | giveaway new           draw the running giveaway now (after the beacon's next round) / start another with entrants
  tournament next | tournament new       the next ready match is reported and confirmed by its captains / start another 8-team tournament
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
  YOUTUBE_FEED_URL: youtube.feedUrl,
  VIDEO_DOWNLOADER: youtube.downloader,
  VIDEO_MIRROR_INTERVAL_MINUTES: '5',
  ...probe.env,
  SUBSCRIPTION_RECHECK_SPACING_MS: '0',
  ...beacon.env,
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;
process.stdout.write(`demo admin: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}\n`);
process.stdout.write(HELP);
process.stdout.write(
  `fake push service: ${push.url} (POST /_control/subscriptions {"name"} → a PushSubscription; GET /_control/received/<name> → what it received, decrypted; CA ${push.caFile})\n`,
);

await import('../../workers/src/bin/all-in-one.ts');
const giveaways = demoGiveaways(`http://127.0.0.1:${process.env.PORT ?? 7001}`, { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! });
process.stdout.write(`${await giveaways.ensure().catch((err: unknown) => `giveaway: not seeded (${(err as Error).message})`)}\n`);
const tournaments = demoTournaments(`http://127.0.0.1:${process.env.PORT ?? 7001}`, { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! });
process.stdout.write(`${await tournaments.ensure().catch((err: unknown) => `tournament: not seeded (${(err as Error).message})`)}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...args] = line.trim().split(/\s+/);
  const say = (text: string) => process.stdout.write(`${text}\n`);
  if (command === 'live') {
    const [viewers, ...title] = args;
    const t = title.join(' ') || 'Ночной рейд в Night City';
    streamInfo.live(Number(viewers) || 128, t);
    // A new stream each time: a new id, so its "live" notification is a new send.
    twitch.set('live', { id: String(Date.now()), title: t, viewer_count: Number(viewers) || 128, started_at: new Date().toISOString() });
    say('stream: live from the next poll');
  } else if (command === 'offline') {
    streamInfo.offline();
    twitch.set('offline');
    say('stream: offline from the next poll (a live stream ends after two offline answers)');
  } else if (command === 'youtube' && (args[0] === 'blocked' || args[0] === 'open')) {
    probe.set({ blocked: args[0] === 'blocked' });
    say(`youtube: ${args[0]} (reload the page; the server's answer is kept 30 s)`);
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
  } else if (command === 'push') {
    const got = args[0] ? push.to(args[0]) : push.received;
    say(got.length ? got.map((r) => `push → ${r.name}: ${JSON.stringify(r.payload)}`).join('\n') : 'push: nothing delivered yet');
  } else if (command === 'giveaway' && (args[0] === 'draw' || args[0] === 'new')) {
    void (args[0] === 'draw' ? giveaways.draw() : giveaways.startNew()).then(say, (err: unknown) => say(`giveaway: ${(err as Error).message}`));
  } else if (command === 'tournament' && (args[0] === 'next' || args[0] === 'new')) {
    void (args[0] === 'next' ? tournaments.next() : tournaments.startNew()).then(say, (err: unknown) => say(`tournament: ${(err as Error).message}`));
  } else if (command) {
    say(HELP);
  }
});
