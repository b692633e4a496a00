import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GiveawayProof, GiveawayView, WinnerView } from '@fanhub/shared';
import { QUICKNET, QUICKNET_ROUNDS, quicknetProof } from '@fanhub/shared/beacon/drand-vectors';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import FairnessPage from './FairnessPage';
import { giveawayFixture } from '../../test/giveaway-fixture';
import { renderRoute } from '../../test/render-route';

const sha = (t: string) => createHash('sha256').update(t).digest('hex');
const seed = 'd'.repeat(64);
const entrants = [3, 8, 21, 34];
const ranked = [...entrants].sort((a, b) => sha(`${seed}:${a}`).localeCompare(sha(`${seed}:${b}`)));
const proof: GiveawayProof = {
  commitment: sha(seed),
  seed,
  algorithm: 'plain',
  beacon_round: null,
  beacon_randomness: null,
  beacon_proof: null,
  entrants,
  winners: ranked.slice(0, 1),
  replaced: [],
  winners_count: 1,
};

// Bound to drand quicknet's round 1000, with its real signature and its chain's public key.
const randomness = QUICKNET_ROUNDS[1000].randomness;
const beaconRanked = [...entrants].sort((a, b) => sha(`${seed}:${randomness}:${a}`).localeCompare(sha(`${seed}:${randomness}:${b}`)));
const beaconProof: GiveawayProof = {
  ...proof,
  algorithm: 'beacon',
  beacon_round: 1000,
  beacon_randomness: randomness,
  beacon_proof: quicknetProof(1000),
  winners: beaconRanked.slice(0, 1),
};

// Thirty entrants, three winners: the reader's own row is far below the first twenty.
const many = Array.from({ length: 30 }, (_, i) => 100 + i);
const manyRanked = [...many].sort((a, b) => sha(`${seed}:${a}`).localeCompare(sha(`${seed}:${b}`)));
const manyProof: GiveawayProof = { ...proof, entrants: many, winners: manyRanked.slice(0, 3), winners_count: 3 };

const winner = (user_id: number, username: string, rank: number): WinnerView => ({
  user_id,
  username,
  rank,
  status: 'pending',
  claim_deadline: '2030-05-17T18:00:00Z',
  claimed_at: null,
});
const drawnView = (id: number, p: GiveawayProof, names: string[], over: Partial<GiveawayView> = {}): GiveawayView =>
  giveawayFixture({
    id,
    status: 'drawn',
    ends_at: '2030-05-15T18:00:00Z',
    seed,
    commitment: p.commitment,
    algorithm: p.algorithm,
    beacon_round: p.beacon_round,
    drawn_at: '2030-05-15T18:00:05Z',
    winners: p.winners.map((id, i) => winner(id, names[i] ?? `user${id}`, i + 1)),
    ...over,
  });

/** What the API answers: the giveaway's view at /giveaways/:id, its proof at /giveaways/:id/proof. */
const giveaways: Record<string, { view: GiveawayView; proof?: GiveawayProof }> = {
  '7': { view: drawnView(7, proof, ['NeoRunner']), proof },
  '8': { view: drawnView(8, proof, ['NeoRunner']), proof: { ...proof, winners: ranked.slice(1, 2) } },
  '9': { view: drawnView(9, beaconProof, ['GlitchFox']), proof: beaconProof },
  '10': { view: drawnView(10, manyProof, ['Alpha', 'Bravo', 'Charlie'], { winners_count: 3 }), proof: manyProof },
  // Running, bound to a beacon round: no proof before the draw (the API answers 409).
  '11': { view: giveawayFixture({ id: 11, ends_at: '2030-05-15T18:00:00Z', algorithm: 'beacon', beacon_round: 4242, commitment: 'f'.repeat(64) }) },
};

const server = serveApi((req, res) => {
  const [, id, rest] = /^\/api\/v1\/giveaways\/(\d+)(\/proof)?$/.exec(req.url) ?? [];
  const g = id ? giveaways[id] : undefined;
  if (!g) return sendJson(res, 404, { detail: 'Розыгрыш не найден' });
  if (!rest) return sendJson(res, 200, g.view);
  return g.proof ? sendJson(res, 200, g.proof) : sendJson(res, 409, { detail: 'Розыгрыш ещё не проведён' });
});
beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, status: 'signed-out' });
});

const signInAs = (id: number) => useAuthStore.setState({ user: fallbackUser('neo@example.org', { id, username: 'neo' }), token: 't', status: 'signed-in' });

const renderAt = (path: string) => renderRoute('/giveaways/:id/fairness', <FairnessPage />, path);

/** The verdict box: the first thing under the heading. */
const verdict = async () => (await screen.findByText(/^(Проверено|Не сходится|Розыгрыш ещё не проведён)/)).closest('[role="status"]')!;
const details = () => screen.getByText('Подробности для проверяющих').closest('details')!;

describe('the fairness page', () => {
  it('leads with the verdict and three plain sentences; the numbers wait under «Подробности для проверяющих»', async () => {
    renderAt('/giveaways/7/fairness');
    expect(await verdict()).toHaveTextContent(
      'Проверено: всё сходитсяВаш браузер заново провёл розыгрыш по опубликованным данным, и победители получились те же, что объявлены.',
    );
    const points = screen.getAllByRole('listitem').filter((li) => li.closest('.fr-points'));
    expect(points.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Заранее зафиксировано.',
      'Участники не знали заранее.',
      'Как выбраны победители.',
    ]);
    // The winner by their public name; a visitor has no «Вы».
    expect(within(screen.getByRole('list', { name: 'Победители' })).getByText('NeoRunner')).toBeInTheDocument();
    expect(screen.queryByText('Вы')).toBeNull();
    // The recomputation is all there, folded (a <details>: its summary opens it, from the keyboard too).
    expect(details()).not.toHaveAttribute('open');
    expect(within(details()).getByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша совпадает');
    expect(within(details()).getAllByText(sha(seed))).toHaveLength(2); // the commitment and the hash computed here
    expect(within(details()).getAllByRole('row')).toHaveLength(entrants.length + 1);
    await userEvent.setup().click(screen.getByText('Подробности для проверяющих'));
    expect(details()).toHaveAttribute('open');
  }, 20_000);

  it('marks the member\u2019s own row «Вы», with the winner\u2019s public name in the ranking too', async () => {
    signInAs(ranked[0]!);
    renderAt('/giveaways/7/fairness');
    await verdict();
    const mine = within(screen.getByRole('list', { name: 'Победители' })).getByRole('listitem');
    expect(mine).toHaveTextContent('№1NeoRunnerВы');
    expect(screen.getByText(/^Ваше место в расчёте:/)).toHaveTextContent('Ваше место в расчёте: 1 из 4.');
    const row = within(details()).getAllByRole('row')[1]!;
    expect(row).toHaveClass('gw-ranking__me');
    expect(within(row).getByText('NeoRunner')).toBeInTheDocument();
    expect(within(row).getByText('Вы')).toBeInTheDocument();
    expect(within(details()).getByText(/^Опубликовано:/)).toHaveTextContent(`Опубликовано: NeoRunner (№${ranked[0]})`);
  }, 20_000);

  it('shows the reader\u2019s own row even below the first twenty, with their place', async () => {
    const last = manyRanked[manyRanked.length - 1]!;
    signInAs(last);
    renderAt('/giveaways/10/fairness');
    await verdict();
    expect(screen.getByText(/^Ваше место в расчёте:/)).toHaveTextContent('Ваше место в расчёте: 30 из 30.');
    expect(
      within(screen.getByRole('list', { name: 'Победители' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['№1Alpha', '№2Bravo', '№3Charlie']);
    const rows = within(details()).getAllByRole('row');
    expect(rows).toHaveLength(1 + 20 + 1);
    expect(rows.at(-1)).toHaveTextContent(`30Вы №${last}`);
    expect(within(details()).getByText(/^Показаны первые/)).toHaveTextContent('Показаны первые 20 из 30 и ваша строка.');
  }, 20_000);

  it('says «Не сходится» when the published winner is not the lowest hash', async () => {
    renderAt('/giveaways/8/fairness');
    expect(await verdict()).toHaveTextContent('Не сходится');
    expect(await verdict()).toHaveTextContent('победители получились другие');
    expect(within(details()).getByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша не совпадает');
  }, 20_000);

  it('with a beacon: nobody knew the round in advance; its signature is checked here, with links to the beacon', async () => {
    renderAt('/giveaways/9/fairness');
    expect(await verdict()).toHaveTextContent('Подпись маяка случайности тоже верна.');
    expect(screen.getByText('Никто не знал заранее.').parentElement).toHaveTextContent('случайное значение раунда 1000 маяка');
    expect(within(details()).getByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша совпадает');
    expect(within(details()).getByText(/^Проверка подписи здесь:/)).toHaveTextContent('Проверка подписи здесь: подпись верна');
    expect(within(details()).getAllByText(QUICKNET.chain_hash)).toHaveLength(1); // recomputed here
    expect(within(details()).getByRole('link', { name: 'сведения о цепочке' })).toHaveAttribute('href', `${QUICKNET.url}/info`);
    expect(within(details()).getByRole('link', { name: 'раунд 1000' })).toHaveAttribute('href', `${QUICKNET.url}/public/1000`);
  }, 20_000);

  it('before the draw: what is fixed already and when the draw happens, in Moscow time; no proof asked for', async () => {
    renderAt('/giveaways/11/fairness');
    expect(await verdict()).toHaveTextContent('Розыгрыш ещё не проведён');
    expect(screen.getByText('Уже зафиксировано.').parentElement).toHaveTextContent('Назначен и раунд публичного маяка случайности: 4242.');
    expect(screen.getByText('Когда розыгрыш.').parentElement).toHaveTextContent(
      'Розыгрыш пройдёт автоматически сразу после окончания приёма заявок — 15 мая 2030 г. в 21:00 МСК, как только маяк опубликует раунд 4242.',
    );
    expect(within(details()).getByText('f'.repeat(64))).toBeInTheDocument(); // the commitment
    expect(within(details()).getByText('откроется в момент розыгрыша')).toBeInTheDocument();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/giveaways/11']);
  }, 20_000);

  it('shows the server message for a missing giveaway', async () => {
    renderAt('/giveaways/99/fairness');
    expect(await screen.findByRole('alert')).toHaveTextContent('Розыгрыш не найден');
  }, 20_000);
});
