import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runningFixture } from '../../test/tournament-fixture';
import { Bracket } from './Bracket';

describe('the bracket', () => {
  it('single elimination with a third-place match: the final and the match for third, fed by the semi-finals', () => {
    const t = runningFixture(
      [
        [1, { scores: [2, 0] }],
        [2, { scores: [1, 2] }],
      ],
      {},
      { format: 'single_elimination', third_place: true },
    );
    render(<Bracket tournament={t} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Верхняя сетка', 'Матч за третье место']);
    const winners = screen.getByRole('region', { name: 'Верхняя сетка: раунды' });
    expect(
      within(winners)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Раунд 1', 'Финал']);
    const third = within(screen.getByRole('region', { name: 'Матч за третье место: раунды' })).getByRole('article');
    // Both semi-final losers are known: the match for third is ready, with their names.
    expect(third).toHaveTextContent('Готов к игре');
    const losers = [t.matches[0]!, t.matches[1]!].map((m) => (m.winner_team_id === m.team1_id ? m.team2_id : m.team1_id));
    const names = new Map(t.teams.map((team) => [team.team_id, team.name]));
    for (const id of losers) expect(third).toHaveTextContent(names.get(id!)!);
  });

  it('round robin: the grid of results from each row team’s side, and the rounds', () => {
    const t = runningFixture([[1, { scores: [2, 1] }]], {}, { format: 'round_robin' });
    const m1 = t.matches[0]!;
    const names = new Map(t.teams.map((team) => [team.team_id, team.name]));
    render(<Bracket tournament={t} />);
    const grid = within(screen.getByRole('region', { name: 'Результаты: каждый с каждым' })).getByRole('table');
    const row = (id: number) =>
      within(grid)
        .getByRole('rowheader', { name: names.get(id) })
        .closest('tr')!;
    const columns = within(grid)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    const cell = (rowId: number, colId: number) => within(row(rowId)).getAllByRole('cell')[columns.indexOf(names.get(colId)!)]!.textContent;
    expect(cell(m1.team1_id!, m1.team2_id!)).toBe('2:1');
    expect(cell(m1.team2_id!, m1.team1_id!)).toBe('1:2');
    expect(cell(m1.team1_id!, m1.team1_id!)).toBe('—');
    // An unplayed pair names its match.
    const m2 = t.matches[1]!;
    expect(cell(m2.team1_id!, m2.team2_id!)).toBe(`Матч ${m2.id}`);
    expect(screen.getByRole('heading', { name: 'Тур 1', level: 4 })).toBeInTheDocument();
  });
});
