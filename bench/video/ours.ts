/**
 * Server process of bench/video: OUR API (PGlite under the bench's temp DATA_DIR, the given Redis
 * with its own key prefix), with one `videos` row whose local copy is ready and names the bench
 * file, so `GET /api/v1/youtube/video/bench` serves it through `sendFileWithRanges`.
 * argv: <redis url> <data dir> <video dir> <file name> [X-Accel-Redirect prefix: the edge path,
 * nginx in front sends the bytes]. Prints {port, node} as one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadApiConfig, startApi } from '@fanhub/api';
import { videos } from '@fanhub/api/db';

const [redisUrl, dataDir, videoDir, fileName, accelPrefix] = process.argv.slice(2) as [string, string, string, string, string | undefined];
const config = {
  ...loadApiConfig({ DATA_DIR: dataDir, VIDEO_DIR: videoDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', VIDEO_ACCEL_REDIRECT_PREFIX: accelPrefix }),
  PORT: 0,
  HOST: '127.0.0.1',
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `bv${randomBytes(3).toString('hex')}:`,
  SERVE_WEB: false,
};
const api = await startApi(config);

// What the mirror worker writes when a download finishes: state ready, a file name inside VIDEO_DIR.
await api.ctx.db.insert(videos).values({
  id: 'bench',
  title: 'bench/video',
  source: 'admin',
  mirrorState: 'ready',
  filePath: fileName,
  sizeBytes: statSync(path.join(videoDir, fileName)).size,
  mirroredAt: new Date(),
});

process.stdout.write(`${JSON.stringify({ port: api.port, node: process.version })}\n`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
