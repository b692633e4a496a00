import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fallbackUser } from '../../lib/fallback-user';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { TwitchPage } from './TwitchPage';

serveApi((_req, res) => sendJson(res, 200, { youtube: null, twitch: null, telegram: null }));

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
