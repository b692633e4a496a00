import { describe, expect, it } from 'vitest';
import { startFakeTelegram, useFake } from '@fanhub/testing';
import { TelegramSendUnknown } from './bot-api.ts';
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

  it('does not send again after a time-out: Telegram may have taken the message (at most once)', async () => {
    const chat = telegram.user('slow_answer').id;
    telegram.answerChat(chat, { kind: 'hang' }); // taken, never answered
    const err = await sendBotMessage({ ...config(), STREAM_REQUEST_TIMEOUT_MS: 100 }, chat, 'Привет').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramSendUnknown);
    expect(telegram.sentTo(chat)).toHaveLength(1);
    telegram.answerChat(chat, null);
  });
});
