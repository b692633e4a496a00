import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiveawayProof } from '@fanhub/shared';
import { QUICKNET, QUICKNET_ROUNDS, quicknetProof } from '@fanhub/shared/beacon/drand-vectors';
import { api } from '../../api/client';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import FairnessPage from './FairnessPage';

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

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/v1/giveaways/7/proof') return sendJson(res, 200, proof);
    if (req.url === '/api/v1/giveaways/9/proof') return sendJson(res, 200, beaconProof);
    if (req.url === '/api/v1/giveaways/8/proof') return sendJson(res, 200, { ...proof, winners: ranked.slice(1, 2) });
    sendJson(res, 404, { detail: 'Розыгрыш не найден' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/giveaways/:id/fairness" element={<FairnessPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the fairness page', () => {
  it('recomputes the published draw and says it matches, with the numbers', async () => {
    renderAt('/giveaways/7/fairness');
    expect(await screen.findByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша совпадает');
    expect(screen.getAllByText(sha(seed))).toHaveLength(2); // the commitment and the hash computed here
    expect(screen.getAllByRole('row')).toHaveLength(entrants.length + 1);
  }, 20_000);

  it('says «не совпадает» when the published winner is not the lowest hash', async () => {
    renderAt('/giveaways/8/fairness');
    expect(await screen.findByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша не совпадает');
  }, 20_000);

  it("checks the beacon round's signature here and links to the beacon to compare", async () => {
    renderAt('/giveaways/9/fairness');
    expect(await screen.findByText(/^Итог:/)).toHaveTextContent('Итог: результат розыгрыша совпадает');
    expect(screen.getByText(/^Проверка подписи здесь:/)).toHaveTextContent('Проверка подписи здесь: подпись верна');
    expect(screen.getAllByText(QUICKNET.chain_hash)).toHaveLength(1); // recomputed here
    expect(screen.getByRole('link', { name: 'сведения о цепочке' })).toHaveAttribute('href', `${QUICKNET.url}/info`);
    expect(screen.getByRole('link', { name: 'раунд 1000' })).toHaveAttribute('href', `${QUICKNET.url}/public/1000`);
  }, 20_000);

  it('shows the server message for a missing giveaway', async () => {
    renderAt('/giveaways/99/fairness');
    expect(await screen.findByRole('alert')).toHaveTextContent('Розыгрыш не найден');
  }, 20_000);
});
