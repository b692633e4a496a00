import type { CommonConfig } from '../../config.ts';
import { upstreamJson } from '../http.ts';
import { withRetry, type RetryPolicy } from '../retry.ts';
import { ProviderNotConfigured, UpstreamBadAnswer, UpstreamError, UpstreamTimeout } from '../upstream-error.ts';

export interface TgUser {
  id: number;
  username?: string;
  first_name?: string;
}
export interface TgChatMember {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  is_member?: boolean;
  user: TgUser;
}
export interface TgUpdate {
  update_id: number;
  message?: { message_id: number; from?: TgUser; chat: { id: number; type: string }; text?: string };
  chat_member?: { chat: { id: number; username?: string }; from: TgUser; old_chat_member: TgChatMember; new_chat_member: TgChatMember };
}

type TelegramConfig = Pick<CommonConfig, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_API_URL' | 'TELEGRAM_CHANNEL' | 'STREAM_REQUEST_TIMEOUT_MS'>;

/** member, administrator, creator, or restricted while still a member (Bot API getChatMember). */
export const isMember = (m: Pick<TgChatMember, 'status' | 'is_member'>): boolean =>
  m.status === 'creator' || m.status === 'administrator' || m.status === 'member' || (m.status === 'restricted' && m.is_member === true);

export function telegramConfigured<C extends Readonly<TelegramConfig>>(c: C): c is C & { TELEGRAM_BOT_TOKEN: string } {
  return !!c.TELEGRAM_BOT_TOKEN;
}

/**
 * A bot's reply in a chat: Telegram allows about one message a second per chat, so a second reply
 * right after the first (Start pressed twice) gets a 429 with `retry_after`, waited for here.
 */
const REPLY_RETRY: RetryPolicy = { retries: 3, minDelayMs: 1000, factor: 2, maxDelayMs: 10_000, maxRetryAfterMs: 30_000 };

type CallConfig = Pick<CommonConfig, 'TELEGRAM_API_URL' | 'STREAM_REQUEST_TIMEOUT_MS'> & { TELEGRAM_BOT_TOKEN: string };

/** Telegram's `description` ("Forbidden: bot was blocked by the user"): an UpstreamError's `code`. */
const telegramDescription = (body: unknown): string | undefined => {
  const description = (body as { description?: unknown } | null)?.description;
  return typeof description === 'string' ? description : undefined;
};

/** One Bot API call: `<TELEGRAM_API_URL>/bot<token>/<method>`, JSON in, `{ok, result}` out; `ok: false` is an UpstreamBadAnswer. */
export async function callBotApi<T>(
  c: Readonly<CallConfig>,
  method: string,
  params: Record<string, unknown> = {},
  opts: { timeoutMs?: number | undefined; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const what = `telegram ${method}`;
  const body = await upstreamJson<{ ok?: boolean; result: T } | null>(`${c.TELEGRAM_API_URL}/bot${c.TELEGRAM_BOT_TOKEN}/${method}`, {
    what,
    timeoutMs: opts.timeoutMs ?? c.STREAM_REQUEST_TIMEOUT_MS,
    json: params,
    signal: opts.signal,
    errorCode: telegramDescription,
  });
  if (!body?.ok) throw new UpstreamBadAnswer(`${what}: not ok`, { status: 400, body, code: telegramDescription(body) ?? null });
  return body.result;
}

/**
 * What the sender of a message hears: `beforeAttempt` runs before every attempt (the shared rate
 * limiter's turn, so a retry waits its turn too); `onRetryAfter` hears Telegram's `retry_after` (to
 * pause every sender, not only this one); `signal` gives the message up, its waits and request too.
 */
export interface SendHooks {
  beforeAttempt?: () => Promise<void>;
  onRetryAfter?: (ms: number) => void;
  signal?: AbortSignal;
}

/**
 * A sendMessage that timed out: Telegram may have taken it, so it is not sent again (a second
 * message cannot be taken back). Not transient: no retry; the caller drops it (at most once).
 */
export class TelegramSendUnknown extends UpstreamTimeout {
  override name = 'TelegramSendUnknown';
  override get transient(): boolean {
    return false;
  }
}

/** `sendMessage` retried by `policy` (429 with its `retry_after`, failures before Telegram got it), with the sender's hooks. */
export async function sendMessageWith(
  c: Readonly<CallConfig>,
  message: { chatId: number; text: string; params?: Record<string, unknown> },
  policy: RetryPolicy,
  hooks: SendHooks = {},
): Promise<void> {
  const onRetry = (err: Error) => {
    if (err instanceof UpstreamError && err.status === 429 && err.retryAfterMs) hooks.onRetryAfter?.(err.retryAfterMs);
  };
  await withRetry(
    async () => {
      await hooks.beforeAttempt?.();
      try {
        await callBotApi(c, 'sendMessage', { chat_id: message.chatId, text: message.text, ...message.params }, { signal: hooks.signal });
      } catch (err) {
        if (err instanceof UpstreamTimeout) throw new TelegramSendUnknown(err.message);
        throw err;
      }
    },
    { ...policy, onRetry, signal: hooks.signal },
  );
}

/** The bot's client (getUpdates, getChatMember, replies); ProviderNotConfigured without TELEGRAM_BOT_TOKEN. */
export function telegramClient(ctx: { config: Readonly<TelegramConfig> }) {
  const c = ctx.config;
  if (!telegramConfigured(c)) throw new ProviderNotConfigured('telegram');
  const call = <T>(method: string, params?: Record<string, unknown>, timeoutMs?: number, signal?: AbortSignal) =>
    callBotApi<T>(c, method, params, { timeoutMs, signal });
  return {
    getMe: () => call<{ id: number; username: string }>('getMe'),
    /** Long polling: the request lasts up to `timeoutSeconds`, so its time-out is longer. */
    getUpdates: (offset: number, timeoutSeconds: number, signal?: AbortSignal) =>
      call<TgUpdate[]>(
        'getUpdates',
        { offset, timeout: timeoutSeconds, limit: 100, allowed_updates: ['message', 'chat_member'] },
        (timeoutSeconds + 10) * 1000,
        signal,
      ),
    getChatMember: (userId: number) => call<TgChatMember>('getChatMember', { chat_id: c.TELEGRAM_CHANNEL, user_id: userId }),
    /** A reply to a member; `hooks` put it through the rate limiter the notifications use. */
    sendMessage: (chatId: number, text: string, hooks?: SendHooks) => sendMessageWith(c, { chatId, text }, REPLY_RETRY, hooks),
  };
}
export type TelegramBot = ReturnType<typeof telegramClient>;
