import { describe, expect, it } from 'vitest';
import { startFakeTelegram, useFake } from '@fanhub/testing';
import { sendBotMessage, TelegramChatBlocked } from './send-message.ts';

const telegram = useFake(() => startFakeTelegram());
const config = () => ({ TELEGRAM_API_URL: telegram.env.TELEGRAM_API_URL, TELEGRAM_BOT_TOKEN: telegram.token, STREAM_REQUEST_TIMEOUT_MS: 2000 });

describe('sendBotMessage', () => {
  it("honours a 429's retry_after, tells the caller of it, and delivers once", async () => {
    const chat = telegram.user('rate_limited').id;
    telegram.answerChat(chat, { kind: '429', retryAfter: 1, times: 1 });
    const told: number[] = [];
    await sendBotMessage(config(), chat, 'Привет', { onRetryAfter: (ms) => told.push(ms) });
    expect(told).toEqual([1000]);
    expect(telegram.sentTo(chat).map((m) => m.text)).toEqual(['Привет']);
  });

  it('turns 403 "bot was blocked by the user" into TelegramChatBlocked, without retrying', async () => {
    const chat = telegram.user('blocked_the_bot').id;
    telegram.answerChat(chat, { kind: '403' });
    const before = telegram.requests.length;
    const err = await sendBotMessage(config(), chat, 'Привет').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramChatBlocked);
    expect((err as TelegramChatBlocked).description).toBe('Forbidden: bot was blocked by the user');
    expect(telegram.requests.length - before).toBe(1);
  });
});
