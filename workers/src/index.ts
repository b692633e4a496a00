export { startWorkers, type WorkersHandle, type StartWorkersOptions } from './runtime.ts';
export { loadWorkersConfig, type WorkersConfig } from './config.ts';
export { HANDLERS, SCHEDULES } from './registry.ts';
