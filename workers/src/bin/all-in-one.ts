/**
 * `npm start`: api + workers + the built web client in ONE process, on PGlite (unless
 * DATABASE_URL) and Redis (a private redis-server when none answers at REDIS_URL).
 */
import path from 'node:path';
import { configOrExit, loadApiConfig } from '@fanhub/api/config';
import { openDatabase, type Database } from '@fanhub/api/db';
import { startApi, type ApiHandle } from '@fanhub/api';
import { createLogger, ensureRedis, PREFIX_TAKEN_EXIT, PrefixTakenError, RedisUnavailableError, stopOnSignals, type EnsuredRedis } from '@fanhub/api/runtime';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers } from '../runtime.ts';

const [apiConfig, workersConfig] = configOrExit(() => [loadApiConfig(), loadWorkersConfig()] as const);
const logger = createLogger('fanhub', apiConfig.LOG_LEVEL);

/** What has started so far. */
const up: { redis?: EnsuredRedis; database?: Database; api?: ApiHandle; workers?: Awaited<ReturnType<typeof startWorkers>> } = {};

// Registered before anything starts: a signal during start-up also stops, in order, what is up.
// Within SHUTDOWN_TIMEOUT_MS: the first half stops requests and workers side by side (each cuts what
// is left at half the limit); the second half drains the relay, closes the database, then Redis.
stopOnSignals(
  async () => {
    await Promise.all([up.api?.stopAccepting(), up.workers?.close()]);
    if (up.api) await up.api.stopBackground();
    else await up.database?.close();
    await up.redis?.stop();
  },
  logger,
  apiConfig.SHUTDOWN_TIMEOUT_MS,
);

let redis: EnsuredRedis;
try {
  redis = up.redis = await ensureRedis(apiConfig.REDIS_URL, {
    dir: path.join(apiConfig.DATA_DIR, 'redis'),
    allowStart: apiConfig.START_PRIVATE_REDIS,
    persist: true,
  });
} catch (err) {
  if (!(err instanceof RedisUnavailableError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(69);
}
if (redis.started) logger.info({ url: redis.url }, 'started a private redis-server');

const database = (up.database = await openDatabase({ ...apiConfig, logger }));
const api = (up.api = await startApi({ ...apiConfig, REDIS_URL: redis.url }, { logger, database, closeDatabase: true }).catch(async (err: unknown) => {
  if (!(err instanceof PrefixTakenError)) throw err;
  process.stderr.write(`${err.message}\n`);
  await redis.stop();
  process.exit(PREFIX_TAKEN_EXIT);
}));
up.workers = await startWorkers(
  { ...workersConfig, REDIS_URL: redis.url },
  { logger, database, onEventsCommitted: (events) => api.committed(events), shutdownGraceMs: apiConfig.SHUTDOWN_TIMEOUT_MS / 2 },
);
logger.info(`fanhub is running: http://localhost:${api.port}/`);
