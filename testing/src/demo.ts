/**
 * `npm run demo`: the whole site in one process with a demo admin and its own data directory,
 * so it can be shown without touching real data or real third-party services. The stream status
 * comes from the fake stream-info service on 127.0.0.1, switched from this terminal:
 *   live [viewers] [title…]   → the banner, the widget and the player appear on every open page
 *   offline                   → they go
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startFakeStreamInfo } from './fakes/stream-info.ts';

const root = path.resolve(import.meta.dirname, '../..');
const streamInfo = await startFakeStreamInfo();
streamInfo.offline();

const defaults: Record<string, string> = {
  DATA_DIR: path.join(root, 'data/demo'),
  ADMIN_EMAIL: 'admin@fanhub.local',
  ADMIN_PASSWORD: 'fanhub-demo-admin',
  ADMIN_USERNAME: 'admin',
  STREAM_INFO_URL: streamInfo.url,
  ...streamInfo.paths,
  STREAM_POLL_INTERVAL_SECONDS: '5',
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;
process.stdout.write(`demo admin: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}\n`);
process.stdout.write(`stream: type "live [viewers] [title]" or "offline" here (polled every ${process.env.STREAM_POLL_INTERVAL_SECONDS} s)\n`);

await import('../../workers/src/bin/all-in-one.ts');

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, viewers, ...title] = line.trim().split(/\s+/);
  if (command === 'live') {
    streamInfo.live(Number(viewers) || 128, title.join(' ') || 'Ночной рейд в Night City');
    process.stdout.write('stream: live from the next poll\n');
  } else if (command === 'offline') {
    streamInfo.offline();
    process.stdout.write('stream: offline from the next poll (a live stream ends after two offline answers)\n');
  } else if (command) {
    process.stdout.write('stream: "live [viewers] [title]" or "offline"\n');
  }
});
