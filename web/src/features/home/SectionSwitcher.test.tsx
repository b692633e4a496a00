import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Shell } from '../../App';
import { api } from '../../api/client';
import { useContentStore } from '../../stores/content';
import { useUiStore } from '../../stores/ui';
import { CONTENT } from '../../test/content-fixture';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import { OFFLINE_STREAM } from '../../test/stream-fixture';
import { scheduleFixture } from '../../test/schedule-fixture';
import { giveawayFixture } from '../../test/giveaway-fixture';
import { summaryFixture } from '../../test/tournament-fixture';
import { installMatchMedia, setViewport } from '../../test/viewport';
import { renderWithAddress } from '../../test/render-route';

/** One past tournament, as the first one on a real install (the spec's sample). */
const PAST_TOURNAMENTS = {
  upcoming: [],
  running: [],
  past: [summaryFixture({ id: 1, title: 'CS2 Tournament March 2024', status: 'finished', winner_team_id: 3, winner_name: 'Neon Wolves' })],
};
let server: TestServer;
beforeAll(async () => {
  installMatchMedia();
  server = await startTestServer((req, res) => {
    if (req.url === '/api/v1/content') return sendJson(res, 200, { content: CONTENT, updatedAt: null });
    if (req.url === '/api/v1/stream/status') return sendJson(res, 200, OFFLINE_STREAM);
    if (req.url === '/api/v1/schedule') return sendJson(res, 200, scheduleFixture());
    if (req.url === '/api/v1/giveaways') return sendJson(res, 200, { active: [giveawayFixture()], upcoming: [], past: [] });
    if (req.url === '/api/v1/tournaments') return sendJson(res, 200, PAST_TOURNAMENTS);
    sendJson(res, 404, { detail: 'нет' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());
beforeEach(() => {
  setViewport({ width: 360 });
  useContentStore.setState({ status: 'idle', content: {} });
  useUiStore.setState({ activeSection: 'about' });
  server.requests.length = 0;
});

function renderAt(path: string) {
  renderWithAddress(<Shell />, path);
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: 'Разделы главной страницы' });
const panel = () => document.getElementById('section-panel')!;

describe('section switcher with site content', () => {
  it('switches About → schedule → giveaways → tournament in place, from one content request', async () => {
    const user = renderAt('/');
    expect(await within(panel()).findByText('Привет, это канал.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Мои каналы' })).toBeInTheDocument();

    await user.click(within(nav()).getByRole('button', { name: /Расписание/ }));
    expect(within(panel()).getByRole('heading', { name: 'Расписание стримов' })).toBeInTheDocument();
    expect(await within(panel()).findByText('Cyberpunk 2077')).toBeInTheDocument();
    expect(within(panel()).getByText('Воскресенье — выходной')).toBeInTheDocument();
    expect(within(panel()).queryByText('Привет, это канал.')).not.toBeInTheDocument();

    await user.click(within(nav()).getByRole('button', { name: /Розыгрыши/ }));
    expect(within(panel()).getByRole('heading', { name: 'Розыгрыши и Ивенты' })).toBeInTheDocument();
    expect(within(panel()).getByText('2 000–150 000₽')).toBeInTheDocument();
    // The next draw, counted down from the real giveaways (issue 20), and the giveaway itself.
    expect(await within(panel()).findByText('3 дня 5 часов')).toBeInTheDocument();
    expect(await within(panel()).findByRole('article', { name: 'Неоновая неделя' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /Еженедельный/ })).toHaveTextContent('идёт розыгрыш');
    expect(within(panel()).getByText('Neon Wolves')).toBeInTheDocument();

    await user.click(within(nav()).getByRole('button', { name: /Турнир/ }));
    // The tournaments the API lists (issue 31), each linking to its page with the table and bracket.
    expect(within(panel()).getByRole('heading', { name: 'Турнирная таблица' })).toBeInTheDocument();
    const past = await within(panel()).findByRole('link', { name: 'CS2 Tournament March 2024' });
    expect(past).toHaveAttribute('href', '/tournaments/1');
    expect(past.closest('li')).toHaveTextContent('Победитель: Neon Wolves');

    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(/^\/$/);
    expect(server.requests.filter((r) => r.url === '/api/v1/content')).toHaveLength(1);
  });

  it('the /about deep link selects About, with the admin link', async () => {
    useUiStore.setState({ activeSection: 'tournament-table' });
    renderAt('/about');
    expect(within(nav()).getByRole('button', { name: /О канале/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel()).getByRole('link', { name: 'Админ-панель' })).toHaveAttribute('href', '/admin');
    expect(await within(panel()).findByLabelText('Видео о канале')).toHaveAttribute('poster', '/media/about-poster.webp');
  });

  it('/contact lists the streaming and messenger channels', async () => {
    renderAt('/contact');
    expect(screen.getByRole('heading', { name: 'Контакты', level: 1 })).toBeInTheDocument();
    const twitch = await screen.findByRole('link', { name: /Twitch/ });
    expect(twitch).toHaveAttribute('href', 'https://example.org/stream');
    expect(twitch).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://example.org/messenger');
  });
});
