import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../api/client';
import { fallbackUser } from '../../lib/fallback-user';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import { TwitchPage } from './TwitchPage';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((_req, res) => sendJson(res, 200, { youtube: null, twitch: null, telegram: null }));
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());

describe('TwitchPage, back from Twitch with ?error=', () => {
  it('a cancelled authorisation reads in Russian, without Twitch’s English description', async () => {
    window.history.replaceState(null, '', '/profile/twitch?error=access_denied&error_description=The+user+denied+you+access&state=x');
    render(
      <MemoryRouter initialEntries={['/profile/twitch']}>
        <TwitchPage user={fallbackUser('a@b.ru', { id: 3, username: 'neo' })} />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Вы отменили доступ к Twitch: без него подписку не проверить. Чтобы попробовать снова, подключите Twitch ещё раз.');
    expect(alert).not.toHaveTextContent('denied');
  }, 20_000); // sockets and a local server under a loaded CI machine
});
