/** The verification jobs' face: the subscriptions' recheck and the Telegram bot the runtime starts. */
export { recheckSubscriptions } from './recheck.ts';
export { startTelegramBot } from './telegram-poller.ts';
