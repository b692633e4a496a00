// Telegram Bot API: the one place for its methods, types and errors (the bot's logic runs in the workers).
export * from './bot-api.ts';
export * from './send-message.ts';
