import type { CommonConfig } from '../../config.ts';
import { upstreamJson } from '../http.ts';
import { withRetry, type RetryPolicy } from '../retry.ts';
import { UpstreamError } from '../upstream-error.ts';

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
 * `beforeAttempt` runs before every attempt (the rate limiter's turn, so a retry waits its turn too);
 * `onRetryAfter` hears Telegram's `retry_after` (to pause every sender, not only this one).
 */
export async function sendBotMessage(
  config: Readonly<SendConfig>,
  chatId: number,
  text: string,
  hooks: { beforeAttempt?: () => Promise<void>; onRetryAfter?: (ms: number) => void } = {},
): Promise<void> {
  const url = `${config.TELEGRAM_API_URL}/bot${config.TELEGRAM_BOT_TOKEN}/sendMessage`;
  const onRetry = (err: Error) => {
    if (err instanceof UpstreamError && err.status === 429 && err.retryAfterMs) hooks.onRetryAfter?.(err.retryAfterMs);
  };
  try {
    await withRetry(
      async () => {
        await hooks.beforeAttempt?.();
        const body = await upstreamJson<{ ok?: boolean } | null>(url, {
          what: 'telegram sendMessage',
          timeoutMs: config.STREAM_REQUEST_TIMEOUT_MS,
          json: { chat_id: chatId, text, link_preview_options: { is_disabled: true } },
        });
        if (!body?.ok) throw new UpstreamError('telegram sendMessage: not ok', { kind: 'answer', status: 200, body });
      },
      { ...RETRY, onRetry },
    );
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 403) {
      const description = (err.body as { description?: string } | null)?.description ?? 'Forbidden';
      throw new TelegramChatBlocked(chatId, description);
    }
    throw err;
  }
}
