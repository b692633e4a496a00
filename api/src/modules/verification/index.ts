export * from './accounts.ts';
export * from './recheck.ts';
export * from './telegram-api.ts';
export * from './telegram-bot.ts';
export * from './upstream.ts';
