/** The notification jobs' face: one send and the sweep, and the Telegram rate the bot's replies share with them. */
export { runSend, type SendResult } from './send.ts';
export { sweepNotifications } from './sweep.ts';
export { createTelegramRate, telegramRateKeyPrefix, type TelegramRate } from './telegram-rate.ts';
