/** The API alone (docker-compose runs it this way); `npm start` runs api + workers in one process. */
import { configOrExit, loadApiConfig } from './config.ts';
import { startApi } from './server.ts';
import { createLogger } from './runtime/logger.ts';
import { stopOnSignals } from './runtime/shutdown.ts';
import { PREFIX_TAKEN_EXIT, PrefixTakenError } from './runtime/prefix-owner.ts';

const config = configOrExit(() => loadApiConfig());
const logger = createLogger('api', config.LOG_LEVEL);
// Handlers first: a SIGTERM that arrives while starting still stops in order.
const api = startApi(config, { logger });
stopOnSignals(async () => (await api).close(), logger, config.SHUTDOWN_TIMEOUT_MS);
await api.catch((err: unknown) => {
  if (!(err instanceof PrefixTakenError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(PREFIX_TAKEN_EXIT);
});
