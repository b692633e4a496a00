import type { Logger } from 'pino';

/**
 * SIGTERM/SIGINT run `stop` once; a second signal, or `stop` taking longer than `limitMs`,
 * ends the process at once. Exit code 0 only when everything closed in order.
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger, limitMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, limitMs);
    force.unref();
    stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
