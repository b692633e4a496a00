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
  const sent: { chat_id: number; text: string }[] = [];
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
      case 'sendMessage':
        sent.push({ chat_id: Number(params.chat_id), text: String(params.text) });
        return reply({ message_id: sent.length, chat: { id: Number(params.chat_id) }, text: params.text });
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
