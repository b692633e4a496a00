import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

export function createLogger(name: string, level: string): Logger {
  return pino({ name, level, base: { pid: process.pid } });
}
