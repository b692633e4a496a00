export * from './redis.ts';
export * from './redis-server.ts';
export * from './logger.ts';
export * from './keys.ts';
export * from './shutdown.ts';
export * from './prefix-owner.ts';
export * from './lease.ts';
export * from './queues.ts';
