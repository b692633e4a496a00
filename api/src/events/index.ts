export * from './outbox.ts';
export * from './relay.ts';
export * from './stream-consumer.ts';
export * from './stream-tail.ts';
export * from './audit-log.ts';
