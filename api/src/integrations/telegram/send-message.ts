import type { CommonConfig } from '../../config.ts';
import type { RetryPolicy } from '../retry.ts';
import { UpstreamError } from '../upstream-error.ts';
import { sendMessageWith, type SendHooks } from './bot-api.ts';

/**
 * 403 from sendMessage: "bot was blocked by the user" or "user is deactivated". Permanent for that
 * chat: the caller turns the member's Telegram notifications off.
 */
export class TelegramChatBlocked extends Error {
  override name = 'TelegramChatBlocked';
  readonly chatId: number;
  readonly description: string;
  constructor(chatId: number, description: string) {
    super(`telegram chat ${chatId}: ${description}`);
    this.chatId = chatId;
    this.description = description;
  }
}

type SendConfig = Pick<CommonConfig, 'TELEGRAM_API_URL' | 'STREAM_REQUEST_TIMEOUT_MS'> & { TELEGRAM_BOT_TOKEN: string };

/** 429 waits `parameters.retry_after` (longer than the backoff when asked), 5xx and no answer back off. */
const RETRY: RetryPolicy = { retries: 4, minDelayMs: 1000, factor: 2, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 };

/**
 * `sendMessage` for notifications: plain text (Telegram links the URLs in it), retried on 429 with
 * its `retry_after` and on transient failures; a 403 is a TelegramChatBlocked, other 4xx fail at once.
 * `hooks`: the rate limiter's turn before every attempt, Telegram's `retry_after` told (SendHooks).
 */
export async function sendBotMessage(config: Readonly<SendConfig>, chatId: number, text: string, hooks: SendHooks = {}): Promise<void> {
  try {
    await sendMessageWith(config, { chatId, text, params: { link_preview_options: { is_disabled: true } } }, RETRY, hooks);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 403) throw new TelegramChatBlocked(chatId, err.code ?? 'Forbidden');
    throw err;
  }
}
