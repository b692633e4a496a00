import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiveawayProof } from '@fanhub/shared';
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
const randomness = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
const beaconRanked = [...entrants].sort((a, b) => sha(`${seed}:${randomness}:${a}`).localeCompare(sha(`${seed}:${randomness}:${b}`)));
const chainUrl = 'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const beaconProof: GiveawayProof = {
  ...proof,
  algorithm: 'beacon',
  beacon_round: 1000,
  beacon_randomness: randomness,
  beacon_proof: {
    url: chainUrl,
    chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    period: 3,
    genesis_time: 1692803367,
    group_hash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
    beacon_id: 'quicknet',
    scheme: 'bls-unchained-g1-rfc9380',
    public_key:
      '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
    previous_signature: null,
  },
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
    expect(screen.getAllByText('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971')).toHaveLength(1); // recomputed here
    expect(screen.getByRole('link', { name: 'сведения о цепочке' })).toHaveAttribute('href', `${chainUrl}/info`);
    expect(screen.getByRole('link', { name: 'раунд 1000' })).toHaveAttribute('href', `${chainUrl}/public/1000`);
  }, 20_000);

  it('shows the server message for a missing giveaway', async () => {
    renderAt('/giveaways/99/fairness');
    expect(await screen.findByRole('alert')).toHaveTextContent('Розыгрыш не найден');
  }, 20_000);
});
