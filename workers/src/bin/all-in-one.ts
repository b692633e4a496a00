/**
 * `npm start`: api + workers + the built web client in ONE process, on PGlite (unless
 * DATABASE_URL) and Redis (a private redis-server when none answers at REDIS_URL).
 */
import path from 'node:path';
import { configOrExit, loadApiConfig } from '@fanhub/api/config';
import { openDatabase } from '@fanhub/api/db';
import { startApi } from '@fanhub/api';
import { createLogger, ensureRedis, RedisUnavailableError, stopOnSignals } from '@fanhub/api/runtime';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers } from '../runtime.ts';

const [apiConfig, workersConfig] = configOrExit(() => [loadApiConfig(), loadWorkersConfig()] as const);
const logger = createLogger('fanhub', apiConfig.LOG_LEVEL);

let redis;
try {
  redis = await ensureRedis(apiConfig.REDIS_URL, { dir: path.join(apiConfig.DATA_DIR, 'redis'), allowStart: apiConfig.START_PRIVATE_REDIS, persist: true });
} catch (err) {
  if (!(err instanceof RedisUnavailableError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(69);
}
if (redis.started) logger.info({ url: redis.url }, 'started a private redis-server');

const database = await openDatabase({ ...apiConfig, logger });
const api = await startApi({ ...apiConfig, REDIS_URL: redis.url }, { logger, database });
const workers = await startWorkers({ ...workersConfig, REDIS_URL: redis.url }, { logger, database, onEventsCommitted: () => api.relay.nudge() });
logger.info(`fanhub is running: http://localhost:${api.port}/`);

stopOnSignals(
  async () => {
    await api.stopAccepting();
    await workers.close();
    await api.stopBackground();
    await database.close();
    await redis.stop();
  },
  logger,
  apiConfig.SHUTDOWN_TIMEOUT_MS * 3,
);
