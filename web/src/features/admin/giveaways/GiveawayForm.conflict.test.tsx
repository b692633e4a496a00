import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDIT_VERSION_MSG, type GiveawayView } from '@fanhub/shared';
import { Toasts } from '../../../components/Toasts';
import { useContentStore } from '../../../stores/content';
import { CONTENT } from '../../../test/content-fixture';
import { sendJson } from '../../../test/http-server';
import { serveApi } from '../../../test/serve';
import { giveawayFixture } from '../../../test/giveaway-fixture';
import { GiveawayForm } from './GiveawayForm';
import { findStalePanel, staleLines } from '../../../test/stale-panel';

/** The fake API keeps one giveaway and, as the real one, takes an edit only with its current version in If-Match. */
let stored: GiveawayView;
const loaded = giveawayFixture({ id: 7, entries_count: 0, version: 1 });

const server = serveApi((req, res) => {
  if (req.method === 'PUT' && req.url === '/api/v1/admin/giveaways/7') {
    if (req.headers['if-match'] !== `"${stored.version}"`)
      return sendJson(res, 412, { code: 'stale_version', detail: EDIT_VERSION_MSG.stale, current: stored });
    stored = { ...stored, ...(JSON.parse(req.body) as Partial<GiveawayView>), version: stored.version + 1 };
    return sendJson(res, 200, stored);
  }
  sendJson(res, 404, { detail: 'нет' });
});
beforeEach(() => {
  useContentStore.setState({ status: 'ready', content: CONTENT });
  // Meanwhile another admin changed the prize and the number of winners.
  stored = { ...loaded, prize: '5 000 ₽ на карту', winners_count: 3, version: 2 };
});

async function editTitleAndSave() {
  const user = userEvent.setup();
  let saved = false;
  render(
    <>
      <GiveawayForm giveaway={loaded} onClose={() => {}} onSaved={() => (saved = true)} />
      <Toasts />
    </>,
  );
  const title = screen.getByLabelText('Название');
  await user.clear(title);
  await user.type(title, 'Неоновая пятница');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  const panel = await findStalePanel();
  return { user, panel, saved: () => saved };
}

// The whole form rendered and typed into: more than the default 5 s on a busy two-core runner (a guard against hangs only).
describe('the giveaway form when another admin saved it first', { timeout: 20_000 }, () => {
  it('names the fields they changed; re-applying keeps their prize and winners and this title, saved with their version', async () => {
    const { user, panel, saved } = await editTitleAndSave();
    expect(server.requests[0]!.headers['if-match']).toBe('"1"');
    expect(staleLines(panel)).toEqual(['Приз', 'Число победителей']);
    await user.click(within(panel).getByRole('button', { name: 'Применить мои изменения поверх' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(saved()).toBe(true);
    expect(server.requests[1]!.headers['if-match']).toBe('"2"');
    expect(JSON.parse(server.requests[1]!.body)).toMatchObject({ title: 'Неоновая пятница', prize: '5 000 ₽ на карту', winners_count: 3 });
    expect(stored.version).toBe(3);
  });

  it('«Отказаться от моих изменений» shows their giveaway in the form and sends nothing', async () => {
    const { user, panel } = await editTitleAndSave();
    await user.click(within(panel).getByRole('button', { name: 'Отказаться от моих изменений' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Название')).toHaveValue(loaded.title);
    expect(screen.getByLabelText(/^Приз/)).toHaveValue('5 000 ₽ на карту');
    expect(server.requests).toHaveLength(1);
  });
});
