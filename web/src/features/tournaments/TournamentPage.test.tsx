import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TournamentView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import { serveApi } from '../../test/serve';
import { registrationFixture, runningFixture } from '../../test/tournament-fixture';
import TournamentPage from './TournamentPage';

let current: TournamentView;
serveApi((req, res) => (req.url === '/api/v1/tournaments/5' ? sendJson(res, 200, current) : sendJson(res, 404, { detail: 'Турнир не найден' })));
beforeEach(() => useAuthStore.setState({ user: null, token: null, status: 'signed-out' }));

function renderPage(path = '/tournaments/5') {
  renderRoute('/tournaments/:id', <TournamentPage />, path);
}

/** The table's rows as [rank, team, W/L, streak, status, last match, next match]. */
function tableRows(): string[][] {
  const table = screen.getByRole('region', { name: 'Таблица команд' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      // cells: rank, players, W/L, streak, status, last, next (the team is the row's header)
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      return [cells[0]!, within(row).getByRole('rowheader').textContent ?? '', ...cells.slice(2)];
    });
}

// A local server, a user typing and the first render of the page's chunk, under a loaded CI machine.
describe('a tournament page', { timeout: 20_000 }, () => {
  it('lays out the spec screen: cards, the table computed from the results, the bracket with slots and maps', async () => {
    const played = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    current = { ...played, matches: played.matches.map((m) => (m.id === 3 ? { ...m, stream_url: 'https://twitch.tv/dedushka_stream' } : m)) };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Неоновый кубок', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Идёт')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Формат' }).nextElementSibling).toHaveTextContent('Формат: Двойное выбывание (с нижней сеткой)');
    expect(screen.getByText('Серии: до 2 побед из 3 карт')).toBeInTheDocument();
    expect(screen.getByText('Античит обязателен')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Приз' }).nextElementSibling).toHaveTextContent('15 000 ₽');

    // Static Owls (seed 1) beat Neon Wolves 2:0, Кибердеды beat Glitch Crew 2:1.
    expect(tableRows()).toEqual([
      ['#1', 'Static Owls', '1 / 0', '1', 'В игре', 'Матч 1: победа 2:0 над Neon Wolves', 'Матч 3 против Кибердеды'],
      ['#1', 'Кибердеды', '1 / 0', '1', 'В игре', 'Матч 2: победа 2:1 над Glitch Crew', 'Матч 3 против Static Owls'],
      ['#3', 'Glitch Crew', '0 / 1', '0', 'В игре', 'Матч 2: поражение 1:2 от Кибердеды', 'Матч 4 против Neon Wolves'],
      ['#3', 'Neon Wolves', '0 / 1', '0', 'В игре', 'Матч 1: поражение 0:2 от Static Owls', 'Матч 4 против Glitch Crew'],
    ]);

    // The bracket: its three parts, an undecided slot named by where its team comes from, each match's maps.
    for (const name of ['Верхняя сетка', 'Нижняя сетка', 'Гранд-финал']) expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    const losersFinal = screen.getByRole('article', { name: 'Матч 5' });
    expect(losersFinal).toHaveTextContent('Проигравший матча 3');
    expect(losersFinal).toHaveTextContent('Победитель матча 4');
    expect(losersFinal).toHaveTextContent('Ждёт соперника');
    const first = screen.getByRole('article', { name: 'Матч 1' });
    expect(first).toHaveTextContent('Сыгран');
    expect(within(first).getByLabelText('счёт 2')).toBeInTheDocument();
    expect(first).toHaveTextContent(`Карты: ${current.matches[0]!.maps.join(', ')}`);
    const upperFinal = screen.getByRole('article', { name: 'Матч 3' });
    expect(upperFinal).toHaveTextContent('Готов к игре');
    expect(within(upperFinal).getByRole('link', { name: 'Трансляция матча' })).toHaveAttribute('href', 'https://twitch.tv/dedushka_stream');
    expect(within(first).queryByRole('link')).toBeNull();
    // A visitor sees no captain's controls.
    expect(screen.queryByRole('button', { name: 'Сообщить счёт' })).toBeNull();
  });

  it('shows the finalists «Финал», the eliminated «Выбыли», then the winner once the grand final is played', async () => {
    const toGrandFinal: Parameters<typeof runningFixture>[0] = [
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
      [3, { scores: [2, 1] }], // Static Owls win the upper final
      [4, { scores: [0, 2] }], // Glitch Crew knock out Neon Wolves
      [5, { scores: [2, 0] }], // Кибердеды knock out Glitch Crew
    ];
    current = runningFixture(toGrandFinal);
    renderPage();
    await screen.findByRole('heading', { name: 'Неоновый кубок', level: 1 });
    expect(tableRows().map((r) => [r[1], r[4]])).toEqual([
      ['Static Owls', 'Финал'],
      ['Кибердеды', 'Финал'],
      ['Glitch Crew', 'Выбыли'],
      ['Neon Wolves', 'Выбыли'],
    ]);
    expect(screen.queryByText(/Победитель:/)).toBeNull();
  });

  it('a finished tournament keeps its page: the winner, the table, the bracket without the unplayed reset', async () => {
    current = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
      [3, { scores: [2, 1] }],
      [4, { scores: [0, 2] }],
      [5, { scores: [2, 0] }],
      [6, { scores: [2, 0] }],
    ]);
    renderPage();
    expect(await screen.findByText(/^Победитель:/)).toHaveTextContent('Победитель: Static Owls');
    expect(screen.getByText('Завершён')).toBeInTheDocument();
    expect(tableRows()[0]).toEqual(['#1', 'Static Owls', '3 / 0', '3', 'Победитель', 'Матч 6: победа 2:0 над Кибердеды', '—']);
    const grandFinal = screen.getByRole('region', { name: 'Гранд-финал: раунды' });
    expect(
      within(grandFinal)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Матч 6']);
    expect(within(grandFinal).getByRole('heading', { name: 'Гранд-финал', level: 4 })).toBeInTheDocument();
  });

  it('before the start: the registered teams with their check-in, no bracket yet', async () => {
    current = registrationFixture({ status: 'check_in' });
    current.teams[0]!.checked_in = true;
    renderPage();
    const list = await screen.findByRole('list', { name: 'Зарегистрированные команды' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Neon WolvesОтметилисьwolf_cap, wolf_two',
      'КибердедыНе отметилисьded_cap, ded_two',
      'Static OwlsНе отметилисьowl_cap, owl_two',
      'Glitch CrewНе отметилисьglitch_cap, glitch_two',
    ]);
    expect(screen.getByText('Сетка появится после старта турнира.')).toBeInTheDocument();
    // A visitor is told who registers, and where to sign in.
    expect(screen.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Ключ будет раскрыт на старте турнира — тогда здесь можно будет проверить посев.')).toBeInTheDocument();
  });

  it('an unknown tournament says so in Russian', async () => {
    renderPage('/tournaments/99');
    expect(await screen.findByRole('heading', { name: 'Турнир недоступен' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Турнир не найден');
  });
});
