import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Shell } from '../../App';
import { useContentStore } from '../../stores/content';
import { useUiStore } from '../../stores/ui';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { homePageApi } from '../../test/home-api';
import { installMatchMedia } from '../../test/viewport';
import { giveawayFixture } from '../../test/giveaway-fixture';
import { renderWithAddress } from '../../test/render-route';

serveApi(homePageApi((req, res) => (req.url === '/api/v1/giveaways/7' ? sendJson(res, 200, giveawayFixture()) : sendJson(res, 404, { detail: 'нет' }))));
beforeAll(() => installMatchMedia());

/** jsdom lays nothing out (and has no scrollIntoView): record which element the page asks to bring into view. */
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  useContentStore.setState({ status: 'idle', content: {} });
  useUiStore.setState({ activeSection: 'about' });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('a giveaway page', () => {
  it('«← Все розыгрыши» lands on the giveaways section of the home page, brought into view', async () => {
    renderWithAddress(<Shell />, '/giveaways/7', { hash: true });
    await screen.findByRole('heading', { name: 'Неоновая неделя', level: 1 });
    await userEvent.setup().click(screen.getByRole('link', { name: '← Все розыгрыши' }));

    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(/^\/#giveaways$/);
    const panel = document.getElementById('section-panel')!;
    expect(within(panel).getByRole('heading', { name: 'Розыгрыши и Ивенты' })).toBeInTheDocument();
    expect(scrolledTo).toEqual(['section-panel']);
    // The list itself: the giveaway's card, and the carousel's slide of it.
    expect(await within(panel).findByRole('article', { name: 'Неоновая неделя' })).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Розыгрыши' })).toHaveTextContent('Неоновая неделя');
  });
});
