/** The workers alone (docker-compose runs them this way). */
import { configOrExit } from '@fanhub/api/config';
import { createLogger, PREFIX_TAKEN_EXIT, PrefixTakenError, stopOnSignals } from '@fanhub/api/runtime';
import { loadWorkersConfig } from './config.ts';
import { startWorkers } from './runtime.ts';

const config = configOrExit(() => loadWorkersConfig());
const logger = createLogger('workers', config.LOG_LEVEL);
// Handlers first: a SIGTERM that arrives while starting still stops in order.
const workers = startWorkers(config, { logger });
stopOnSignals(async () => (await workers).close(), logger, config.SHUTDOWN_TIMEOUT_MS * 3);
await workers.catch((err: unknown) => {
  if (!(err instanceof PrefixTakenError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(PREFIX_TAKEN_EXIT);
});
