import { createHash } from 'node:crypto';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '@fanhub/shared';
import { QUICKNET_ROUNDS, quicknetProof } from '@fanhub/shared/beacon/drand-vectors';
import { FIXTURE_SEED, FIXTURE_TEAMS, runningFixture } from '../../test/tournament-fixture';
import { SeedingProof } from './SeedingCheck';

/** The published rule, computed here with Node's own sha256 (not the shared code the page runs). */
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const independentOrder = (seed: string, ids: number[]) => [...ids].sort((a, b) => (sha(`${seed}:${a}`) < sha(`${seed}:${b}`) ? -1 : 1));
/** Bound to a beacon: sha256(seed:randomness:team_id). */
const beaconOrder = (seed: string, randomness: string, ids: number[]) =>
  [...ids].sort((a, b) => (sha(`${seed}:${randomness}:${a}`) < sha(`${seed}:${randomness}:${b}`) ? -1 : 1));

async function check(t: TournamentView) {
  render(<SeedingProof tournament={t} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Проверить посев' }));
  return screen.findByRole('status');
}

const played = () =>
  runningFixture([
    [1, { scores: [2, 0] }],
    [2, { scores: [2, 1] }],
  ]);

// A local server, a user typing and the first render of the page's chunk, under a loaded CI machine.
describe('«Проверить посев»', { timeout: 20_000 }, () => {
  it('recomputes the commitment, the seeding and every match’s maps from the revealed seed: all match', async () => {
    const t = played();
    expect(t.commitment).toBe(sha(FIXTURE_SEED));
    const result = await check(t);
    expect(within(result).getByText('✓ Хеш ключа совпадает с опубликованным до старта')).toBeInTheDocument();
    expect(within(result).getByText('✓ Посев совпадает с пересчитанным в вашем браузере')).toBeInTheDocument();
    expect(within(result).getByText('✓ Карты всех матчей совпадают с пересчитанными')).toBeInTheDocument();
    // The order shown is the rule's, as Node computes it.
    const names = new Map(FIXTURE_TEAMS.map((team) => [team.team_id as number, team.name as string]));
    const expected = independentOrder(
      FIXTURE_SEED,
      FIXTURE_TEAMS.map((team) => team.team_id),
    ).map((id) => names.get(id));
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected);
  });

  it('catches a seeding, a map or a seed that is not the committed one', async () => {
    const t = played();
    const [a, b] = [t.teams[0]!, t.teams[1]!];
    const swapped: TournamentView = { ...t, teams: [{ ...a, seed: b.seed }, { ...b, seed: a.seed }, ...t.teams.slice(2)] };
    swapped.matches = t.matches.map((m) => (m.id === 3 ? { ...m, maps: [...m.maps].reverse() } : m));
    let result = await check(swapped);
    expect(within(result).getByText('✗ Посев НЕ совпадает с пересчитанным')).toBeInTheDocument();
    expect(within(result).getByText('✗ Карты не совпадают в матчах: 3')).toBeInTheDocument();
    cleanup();

    result = await check({ ...t, seed: 'f'.repeat(64) });
    expect(within(result).getByText('✗ Хеш ключа НЕ совпадает с опубликованным')).toBeInTheDocument();
  });

  it('a manual seeding says so; its maps are still checked', async () => {
    const result = await check({ ...played(), seeding: 'manual' });
    expect(within(result).getByText(/^Посев задан администратором вручную/)).toBeInTheDocument();
    expect(within(result).queryByText(/Посев совпадает/)).toBeNull();
    expect(within(result).getByText('✓ Карты всех матчей совпадают с пересчитанными')).toBeInTheDocument();
  });

  it('bound to a beacon: checks the round’s signature here, says which round it used, and seeds with its randomness', async () => {
    // drand quicknet's round 1000, with its real signature and its chain's public key.
    const { randomness } = QUICKNET_ROUNDS[1000];
    const beacon = { round: 1000, round_at: '2023-08-23T15:59:54.000Z', field_closed_at: '2023-08-23T15:59:52.000Z', randomness, proof: quicknetProof(1000) };
    const t = runningFixture([], {}, { format: 'double_elimination' }, beacon);
    const result = await check(t);
    expect(within(result).getByText('Раунд маяка: 1000, случайность:', { exact: false })).toBeInTheDocument();
    expect(within(result).getByText('✓ Подпись раунда 1000 маяка проверена в вашем браузере: случайность выдал маяк')).toBeInTheDocument();
    expect(within(result).getByText('✓ Посев совпадает с пересчитанным в вашем браузере')).toBeInTheDocument();
    expect(within(result).getByText('✓ Карты всех матчей совпадают с пересчитанными')).toBeInTheDocument();
    const names = new Map(FIXTURE_TEAMS.map((team) => [team.team_id as number, team.name as string]));
    const ids = FIXTURE_TEAMS.map((team) => team.team_id);
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(beaconOrder(FIXTURE_SEED, randomness, ids).map((id) => names.get(id)));
    cleanup();

    // Another round's signature under this round: refused; the plain draw's order is not this one.
    const forged = { ...t, beacon: { ...beacon, proof: quicknetProof(32281667) } };
    expect(within(await check(forged)).getByText('✗ Подпись раунда НЕ подтверждается ключом маяка')).toBeInTheDocument();
    cleanup();
    const plain = { ...t, beacon: null };
    expect(within(await check(plain)).getByText('✗ Посев НЕ совпадает с пересчитанным')).toBeInTheDocument();
  });
});
