import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent, MeView } from '@fanhub/shared';
import { api } from '../../api/client';
import { fallbackUser } from '../../lib/fallback-user';
import { useSocketStore } from '../../stores/socket';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import { TelegramPage } from './TelegramPage';

const LINK = 'https://t.me/fanhub_bot?start=used-token';
let io: Server;
let socketUrl: string;
let server: TestServer;
let pendingLink: string | null = LINK;

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { path: '/socket.io', cors: { origin: true } });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  // As the API answers: the status carries only a link that is not used yet.
  server = await startTestServer((_req, res) =>
    sendJson(res, 200, { is_verified: false, telegram_username: null, verification_link: pendingLink, expires_at: null }),
  );
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(async () => {
  await io.close();
  await server.close();
});
afterEach(() => useSocketStore.getState().disconnect());

const base = () => ({ id: randomUUID(), occurredAt: new Date().toISOString(), actorId: 7 });
const who = { userId: 7, username: 'neo' };

describe('TelegramPage', () => {
  it('after confirmation: no red line for a stale link beside «Подтверждено», and no used link after a revocation', async () => {
    act(() => useSocketStore.getState().connect(null, socketUrl));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    const member = (verified: boolean): MeView =>
      fallbackUser('neo@matrix.ru', { id: 7, username: 'neo', telegram_verified: verified, telegram_username: verified ? 'neo' : null });
    const view = render(<TelegramPage user={member(false)} />);
    expect(await screen.findByRole('link', { name: LINK })).toBeInTheDocument();

    // The bot confirms: the link is used up.
    pendingLink = null;
    const completed: AppEvent<'verification.completed'> = {
      ...base(),
      type: 'verification.completed',
      payload: { ...who, provider: 'telegram', account: 'neo', message: 'ok' },
    };
    io.emit('verification.completed', completed);
    await waitFor(() => expect(screen.queryByRole('link', { name: LINK })).toBeNull());
    view.rerender(<TelegramPage user={member(true)} />);

    // The member taps the old link again: the bot answers in Telegram, the page stays green.
    const failed: AppEvent<'verification.failed'> = {
      ...base(),
      type: 'verification.failed',
      payload: { ...who, provider: 'telegram', reason: 'link_expired', message: 'Ссылка недействительна или устарела. Получите новую на сайте.' },
    };
    // One socket keeps order: once the marker arrived, the failure was handled.
    const marker = new Promise((resolve) => useSocketStore.getState().socket!.once('test.marker', resolve));
    io.emit('verification.failed', failed);
    io.emit('test.marker');
    await act(() => marker);
    await screen.findByText('Подтверждено: @neo');
    expect(screen.queryByRole('alert')).toBeNull();

    // Left the channel: not verified again, and the page offers a new link, not the used one.
    view.rerender(<TelegramPage user={member(false)} />);
    expect(screen.getByText('Не подтверждено')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LINK })).toBeNull();
    expect(screen.getByRole('button', { name: 'Получить ссылку' })).toBeInTheDocument();
  }, 20_000); // sockets and a local server under a loaded CI machine
});
