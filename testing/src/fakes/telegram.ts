import { startFakeServer, sleep } from './server.ts';

type Status = 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
interface TgUser {
  id: number;
  is_bot: false;
  first_name: string;
  username: string;
}

/**
 * Fake Telegram Bot API on 127.0.0.1: `/bot<token>/<method>` answering `{ok, result}` or
 * `{ok:false, error_code, description}` for getMe, getUpdates (offset confirms, long polling with
 * `timeout`, a second concurrent poll is refused with 409 as Telegram does), getChatMember and
 * sendMessage. A test (or the demo's terminal, through `POST /_control/<action>`) makes a user
 * press Start on a deep link, join or leave the channel.
 */
export async function startFakeTelegram(opts: { token?: string; botUsername?: string; channel?: string } = {}) {
  const token = opts.token ?? '123456:fake-bot-token';
  const botUsername = opts.botUsername ?? 'dedushka_fan_bot';
  const channel = opts.channel ?? '@dedushka_stream';
  const channelChat = { id: -1001234567890, type: 'channel', title: 'Дедушка', username: channel.slice(1) };
  const users = new Map<string, TgUser>();
  const status = new Map<number, Status>();
  const updates: { update_id: number; [k: string]: unknown }[] = [];
  const sent: { chat_id: number; text: string; at: number }[] = [];
  /** sendMessage per chat: answer 429 (with retry_after, `times` times), 403 blocked, or hang (received, never answered). */
  const chatAnswers = new Map<number, { kind: '429'; retryAfter: number; times: number } | { kind: '403' } | { kind: 'hang' }>();
  /** Telegram's limits as the fake enforces them: over 30 in any second, or 2 to one chat within a second, is a 429. */
  const limits = { perSecond: 30, perChatMs: 1000 };
  const sendTimes: number[] = [];
  const lastToChat = new Map<number, number>();
  const sendStats = { tooMany: 0, maxPerSecond: 0, hanging: 0 };
  const hung = new Set<import('node:http').ServerResponse>();
  const state = { botIsAdmin: true, nextUpdateId: 700_000, polling: 0, maxConcurrentPolls: 0, conflicts: 0, polls: 0 };
  let wake: (() => void) | undefined;

  const user = (username: string): TgUser => {
    let u = users.get(username);
    if (!u) {
      u = { id: 5_000_000 + users.size, is_bot: false, first_name: username, username };
      users.set(username, u);
    }
    return u;
  };
  const push = (update: Record<string, unknown>) => {
    updates.push({ update_id: state.nextUpdateId++, ...update });
    wake?.();
  };
  const member = (u: TgUser, s: Status) => ({ user: u, status: s, ...(s === 'restricted' ? { is_member: true } : {}) });
  const setStatus = (username: string, next: Status) => {
    const u = user(username);
    const old = status.get(u.id) ?? 'left';
    status.set(u.id, next);
    // Telegram sends chat_member updates only to a bot that administers the channel.
    if (state.botIsAdmin && old !== next)
      push({
        chat_member: { chat: channelChat, from: u, date: Math.floor(Date.now() / 1000), old_chat_member: member(u, old), new_chat_member: member(u, next) },
      });
  };
  const pressStart = (username: string, payload: string) => {
    const u = user(username);
    push({
      message: {
        message_id: updates.length + 1,
        from: u,
        chat: { id: u.id, type: 'private', username },
        date: Math.floor(Date.now() / 1000),
        text: `/start ${payload}`,
      },
    });
  };
  const payloadOf = (linkOrPayload: string) => /[?&]start=([A-Za-z0-9_-]+)/.exec(linkOrPayload)?.[1] ?? linkOrPayload;

  const server = await startFakeServer(async (req, res, url, body) => {
    const reply = (value: unknown, error?: { code: number; description: string }) => {
      res.writeHead(error?.code ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(error ? { ok: false, error_code: error.code, description: error.description } : { ok: true, result: value }));
    };
    const control = /^\/_control\/(start|join|leave)$/.exec(url.pathname);
    if (req.method === 'POST' && control) {
      const p = JSON.parse(body || '{}') as { username?: string; link?: string };
      const username = p.username || 'demo_viewer';
      if (control[1] === 'start') pressStart(username, payloadOf(p.link ?? ''));
      else setStatus(username, control[1] === 'join' ? 'member' : 'left');
      return reply(true);
    }
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!m || m[1] !== token) return reply(null, { code: 401, description: 'Unauthorized' });
    const params = { ...Object.fromEntries(url.searchParams), ...(body ? (JSON.parse(body) as Record<string, unknown>) : {}) };
    switch (m[2]) {
      case 'getMe':
        return reply({ id: 123456, is_bot: true, first_name: 'Дедушкин бот', username: botUsername });
      case 'getUpdates': {
        state.polls++;
        if (state.polling > 0) {
          state.conflicts++;
          return reply(null, { code: 409, description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running' });
        }
        state.polling++;
        state.maxConcurrentPolls = Math.max(state.maxConcurrentPolls, state.polling);
        try {
          const offset = Number(params.offset ?? 0);
          // An offset confirms every update below it: Telegram forgets them.
          while (updates.length && updates[0]!.update_id < offset) updates.shift();
          const until = Date.now() + Number(params.timeout ?? 0) * 1000;
          while (!updates.length && Date.now() < until) {
            await Promise.race([new Promise<void>((r) => (wake = r)), sleep(until - Date.now())]);
          }
          return reply(updates.slice(0, Number(params.limit ?? 100)));
        } finally {
          state.polling--;
        }
      }
      case 'getChatMember': {
        if (String(params.chat_id) !== channel && String(params.chat_id) !== String(channelChat.id))
          return reply(null, { code: 400, description: 'Bad Request: chat not found' });
        if (!state.botIsAdmin) return reply(null, { code: 400, description: 'Bad Request: member list is inaccessible' });
        const u = [...users.values()].find((x) => x.id === Number(params.user_id));
        if (!u) return reply(null, { code: 400, description: 'Bad Request: user not found' });
        return reply(member(u, status.get(u.id) ?? 'left'));
      }
      case 'sendMessage': {
        const chatId = Number(params.chat_id);
        const now = Date.now();
        while (sendTimes.length && sendTimes[0]! <= now - 1000) sendTimes.shift();
        const set = chatAnswers.get(chatId);
        const overall = sendTimes.length >= limits.perSecond;
        const perChat = now - (lastToChat.get(chatId) ?? 0) < limits.perChatMs;
        if (overall || perChat || (set?.kind === '429' && set.times > 0)) {
          if (set?.kind === '429' && !overall && !perChat) set.times--;
          sendStats.tooMany++;
          const retryAfter = set?.kind === '429' ? set.retryAfter : 1;
          res.writeHead(429, { 'Content-Type': 'application/json' });
          return void res.end(
            JSON.stringify({
              ok: false,
              error_code: 429,
              description: `Too Many Requests: retry after ${retryAfter}`,
              parameters: { retry_after: retryAfter },
            }),
          );
        }
        if (set?.kind === '403') return reply(null, { code: 403, description: 'Forbidden: bot was blocked by the user' });
        sendTimes.push(now);
        lastToChat.set(chatId, now);
        sendStats.maxPerSecond = Math.max(sendStats.maxPerSecond, sendTimes.length);
        sent.push({ chat_id: chatId, text: String(params.text), at: now });
        // Received (it counts as delivered: Telegram got it) but the answer never comes back.
        if (set?.kind === 'hang') {
          sendStats.hanging++;
          hung.add(res);
          return;
        }
        return reply({ message_id: sent.length, chat: { id: chatId }, text: params.text });
      }
      default:
        return reply(null, { code: 404, description: 'Not Found: method not found' });
    }
  });

  return {
    ...server,
    token,
    botUsername,
    channel,
    env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: server.url, TELEGRAM_CHANNEL: channel },
    state,
    sent,
    /** sendMessage: how many 429s it answered, the most messages seen within one second, requests left hanging. */
    sendStats,
    /** What sendMessage answers for one chat (null: normal). */
    answerChat(chatId: number, answer: { kind: '429'; retryAfter: number; times: number } | { kind: '403' } | { kind: 'hang' } | null) {
      if (answer) chatAnswers.set(chatId, answer);
      else chatAnswers.delete(chatId);
    },
    /** Messages received per chat. */
    sentTo: (chatId: number) => sent.filter((m) => m.chat_id === chatId),
    /** Pending (unconfirmed) updates, as Telegram holds them. */
    pending: updates,
    user,
    /** The user opens the deep link and presses Start (a link or its payload). */
    pressStart: (username: string, linkOrPayload: string) => pressStart(username, payloadOf(linkOrPayload)),
    join: (username: string) => setStatus(username, 'member'),
    leave: (username: string) => setStatus(username, 'left'),
  };
}
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
