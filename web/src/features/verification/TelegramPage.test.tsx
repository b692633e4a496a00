import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent, MeView } from '@fanhub/shared';
import { fallbackUser } from '../../lib/fallback-user';
import { useSocketStore } from '../../stores/socket';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { TelegramPage } from './TelegramPage';

const LINK = 'https://t.me/fanhub_bot?start=used-token';
const sockets = serveSockets();
let pendingLink: string | null = LINK;

// As the API answers: the status carries only a link that is not used yet.
serveApi((_req, res) => sendJson(res, 200, { is_verified: false, telegram_username: null, verification_link: pendingLink, expires_at: null }));
afterEach(() => useSocketStore.getState().disconnect());

const base = () => ({ id: randomUUID(), occurredAt: new Date().toISOString(), actorId: 7 });
const who = { userId: 7, username: 'neo' };

describe('TelegramPage', () => {
  it('after confirmation: no red line for a stale link beside «Подтверждено», and no used link after a revocation', async () => {
    act(() => useSocketStore.getState().connect(null, sockets.url));
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
    sockets.io.emit('verification.completed', completed);
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
    sockets.io.emit('verification.failed', failed);
    sockets.io.emit('test.marker');
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
