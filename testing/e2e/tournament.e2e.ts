import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin } from '../src/factories.ts';
import { buildSquad, buildTournament, getTournament, matchCall, playMatch, registerSquad, type BuiltSquad } from '../src/tournament-fixtures.ts';
import { screenshot, siteAndBrowser } from './browser.ts';
import { axeProblems, latinProblems, layoutProblems } from './sweep-checks.ts';

/**
 * Issue 31 in the browser: four captains register (one through the dialog) and check in, the admin
 * starts, two visitors at 360 and 1280 px watch the bracket move while the teams report and confirm,
 * one dispute is ruled, the losers'-bracket team wins the first grand final, the reset is played, and
 * the winner shows on the home page.
 */
const env = siteAndBrowser();

/** Console errors and uncaught exceptions of every page (a refused call's own 4xx line is the browser's, not ours). */
const errors: string[] = [];

async function pageAs(width: number, token?: string): Promise<Page> {
  const ctx = await env.browser.newContext({ viewport: { width, height: 900 } });
  if (token) await ctx.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  const page = await ctx.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/the server responded with a status of 422/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

/** Nothing wider than the window: the bracket's rounds scroll in their own box. */
async function expectNoOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/**
 * The sweep's checks: nothing sticks out, Russian text (`names`: the members' own), axe. The bracket's rounds (and a round
 * robin's grid) are meant to scroll sideways in their own box, as a wide table does.
 */
async function pageProblems(page: Page, names: string[] = []): Promise<string[]> {
  // A toast slides in from the side: checked once it has arrived.
  await page.waitForFunction(() => [...document.querySelectorAll('.Toastify__toast')].every((t) => t.getBoundingClientRect().right <= window.innerWidth));
  const layout = (await layoutProblems(page)).filter((p) => !/div\.tn-(rounds|grid)\b.*scrolls sideways/.test(p));
  return [...layout, ...(await latinProblems(page, names)), ...(await axeProblems(page))];
}

/** How long a page may take to show a change pushed to it: no reload in between (the second is the component tests'; this is a loaded CI). */
const LIVE_MS = 10_000;

const matchCard = (page: Page, id: number) => page.getByRole('article', { name: `Матч ${id}`, exact: true });

describe('a tournament from registration to the home page', () => {
  it('register, check in, start, play live with a dispute and a bracket reset, the winner on the home page', async () => {
    const { site } = env;
    const admin = await buildAdmin(site);
    const squads: BuiltSquad[] = [];
    for (let i = 0; i < 4; i++) squads.push(await buildSquad(site, 2));
    await site.db.execute('update users set is_new_user = false'); // no welcome tour in the way
    const byTeam = new Map(squads.map((s) => [s.id, s]));
    const created = await buildTournament(site, admin, {
      title: 'Неоновый кубок',
      format: 'double_elimination',
      starts_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      check_in_minutes: 30,
      rules: 'Античит обязателен\nСерии до двух побед',
    });
    const url = `${site.url}/tournaments/${created.id}`;

    // The first captain registers through the dialog (the roster as proposed: both players) at 360 px.
    const [first, ...others] = squads as [BuiltSquad, ...BuiltSquad[]];
    const captain = await pageAs(360, first.captain.token);
    await captain.goto(url);
    await captain.getByRole('heading', { name: 'Неоновый кубок', level: 1 }).waitFor();
    await captain.getByRole('button', { name: 'Зарегистрировать команду' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Регистрация команды' });
    expect(await axeProblems(captain, '[role=dialog]')).toEqual([]);
    await screenshot(captain, 'tournament-register-360');
    await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
    await captain.getByText(`Команда «${first.name}» зарегистрирована на турнир`).waitFor();
    for (const squad of others) await registerSquad(site, created.id, squad);

    // Check-in: the first team from its page, the others by a player each.
    await captain.getByRole('button', { name: `Отметить команду «${first.name}»` }).click();
    await captain.getByText(`Команда «${first.name}» отметилась: ждём старта`).waitFor();
    for (const squad of others)
      await site.http().post(`/api/v1/tournaments/${created.id}/check-in`).set(bearer(squad.members[0]!.token)).send({ team_id: squad.id }).expect(200);
    await captain.reload();
    await captain.getByRole('list', { name: 'Зарегистрированные команды' }).getByText('Не отметились').waitFor({ state: 'detached' });
    await expectNoOverflow(captain);

    await site.http().post(`/api/v1/admin/tournaments/${created.id}/start`).set(bearer(admin.token)).expect(200);
    const watchers = [await pageAs(360), await pageAs(1280)];
    for (const w of watchers) {
      await w.goto(url);
      await matchCard(w, 1).waitFor();
    }
    await captain.reload();
    const t0: TournamentView = await getTournament(site, created.id);
    /** Every open page shows match `id` played, without a reload. */
    const allSee = async (id: number, text: string) => {
      for (const w of watchers) await matchCard(w, id).getByText(text).waitFor({ timeout: LIVE_MS });
    };

    // The first captain reports their opening match in the page; the opponent confirms.
    const own = t0.matches.find((m) => m.status === 'ready' && (m.team1_id === first.id || m.team2_id === first.id))!;
    const card = matchCard(captain, own.id);
    const form = card.getByRole('form', { name: `Счёт матча ${own.id}` });
    await form.getByLabel(`Победы ${byTeam.get(own.team1_id!)!.name}`).fill('2');
    await form.getByLabel(`Победы ${byTeam.get(own.team2_id!)!.name}`).fill('2');
    await form.getByRole('button', { name: 'Сообщить счёт' }).click();
    await form.getByRole('alert').getByText('не завершает серию').waitFor();
    await form.getByLabel(`Победы ${byTeam.get(own.team2_id!)!.name}`).fill('1');
    await form.getByRole('button', { name: 'Сообщить счёт' }).click();
    await card.getByText('Вы сообщили счёт 2:1.', { exact: false }).waitFor();
    expect(await pageProblems(captain, [first.captain.username])).toEqual([]); // the header names the member
    await screenshot(captain, 'tournament-reported-360');
    const opponent = own.team1_id === first.id ? own.team2_id! : own.team1_id!;
    await matchCall(site, byTeam.get(opponent)!.captain, created.id, own.id, 'confirm').expect(200);
    await allSee(own.id, 'Сыгран');

    // The rest of round one, then the upper final, team 1 winning each.
    const play = async (id: number, scores: [number, number]) => {
      const m = (await getTournament(site, created.id)).matches.find((x) => x.id === id)!;
      await playMatch(site, created.id, m, byTeam, scores);
      await allSee(id, 'Сыгран');
      return m;
    };
    for (const m of t0.matches.filter((x) => x.status === 'ready' && x.id !== own.id)) await play(m.id, [2, 0]);
    await play(3, [2, 1]);

    // The lower bracket's first match is disputed, then ruled by an admin.
    const lower = (await getTournament(site, created.id)).matches.find((x) => x.id === 4)!;
    // The reporting captain's page hears of the dispute live (a match's own steps reach only its teams).
    const reporter = await pageAs(1280, byTeam.get(lower.team1_id!)!.captain.token);
    await reporter.goto(url);
    await matchCard(reporter, 4).getByRole('form', { name: 'Счёт матча 4' }).waitFor();
    await matchCall(site, byTeam.get(lower.team1_id!)!.captain, created.id, 4, 'report', { scores: [2, 0] }).expect(200);
    await matchCard(reporter, 4).getByText('Вы сообщили счёт 2:0.', { exact: false }).waitFor({ timeout: LIVE_MS });
    await matchCall(site, byTeam.get(lower.team2_id!)!.captain, created.id, 4, 'dispute', { reason: 'Вторую карту выиграли мы' }).expect(200);
    await matchCard(reporter, 4).getByText('Причина: «Вторую карту выиграли мы»', { exact: false }).waitFor({ timeout: LIVE_MS });
    await screenshot(reporter, 'tournament-disputed-1280');
    await site
      .http()
      .put(`/api/v1/admin/tournaments/${created.id}/matches/4`)
      .set(bearer(admin.token))
      .send({ scores: [2, 1] })
      .expect(200);
    await allSee(4, 'Сыгран');
    await play(5, [2, 0]);
    for (const [i, w] of watchers.entries()) {
      await w.getByRole('cell', { name: 'Финал' }).first().waitFor();
      await expectNoOverflow(w);
      await screenshot(w, `tournament-grand-final-${[360, 1280][i]}`);
    }

    // The losers'-bracket team wins the first grand final: the reset is played, and decides.
    const gf = await play(6, [0, 2]);
    await allSee(7, 'Готов к игре');
    await play(7, [0, 2]);
    const champion = byTeam.get(gf.team2_id!)!;
    for (const [i, w] of watchers.entries()) {
      await w.getByText(`Победитель: ${champion.name}`).waitFor({ timeout: LIVE_MS });
      await w.getByRole('button', { name: 'Проверить посев' }).click();
      await w.getByText('✓ Посев совпадает с пересчитанным в вашем браузере').waitFor();
      await w.getByText('✓ Карты всех матчей совпадают с пересчитанными').waitFor();
      await expectNoOverflow(w);
      expect(await pageProblems(w)).toEqual([]);
      await screenshot(w, `tournament-finished-${[360, 1280][i]}`);
    }

    // No tournament page logged an error (the home page's YouTube probe has its own, below).
    expect(errors).toEqual([]);

    // The home page lists it, past, with its winner, linking back to its page.
    const home = watchers[1]!;
    await home.goto(site.url);
    await home
      .getByRole('navigation', { name: 'Разделы главной страницы' })
      .getByRole('button', { name: /Турнир/ })
      .click();
    const item = home.getByRole('listitem').filter({ has: home.getByRole('link', { name: 'Неоновый кубок' }) });
    await item.getByText(`Победитель: ${champion.name}`).waitFor();
    await screenshot(home, 'tournament-home-1280');
    await item.getByRole('link', { name: 'Неоновый кубок' }).click();
    await home.waitForURL(url);
  }, 180_000); // a whole tournament, 7 matches watched by two pages, on a shared CI machine
});
