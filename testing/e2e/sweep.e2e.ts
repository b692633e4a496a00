import { appendFileSync, copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videos } from '@fanhub/api/db';
import { applyObservation } from '@fanhub/api/stream';
import type { TestApi } from '../src/api-harness.ts';
import { startFakeYoutubeProbe, type FakeYoutubeProbe } from '../src/fakes/youtube.ts';
import { ARTIFACTS, launchBrowser, screenshot, startSite } from './browser.ts';
import { axeProblems, latinProblems, layoutProblems } from './sweep-checks.ts';

/**
 * The class-catching sweep (issue 17): every route and every dialog, at 360, 768, 1024 and 1440 px,
 * checked for (a) sideways scroll and elements past the viewport or their dialog, (b) Latin text
 * outside the allow-list, (c) axe-core serious/critical violations, (d) console errors. Layout and
 * text are checked at all four widths; axe at 360 only: its serious rules (names, roles, contrast,
 * ARIA) do not depend on the width beyond which variant renders, the phone one having the most
 * (bottom bar, collapsed menus), and one run costs 3-10 s on this busy 2-core box: four widths
 * would be most of the sweep's time. With a dialog open, axe looks at the dialog only (the page
 * behind it is a screen of its own). One browser context per role; a screen is loaded once and
 * resized in place (its widgets' first-load defaults are a journey test's business).
 */

const WIDTHS = [1440, 1024, 768, 360] as const;

/**
 * Console errors we expect, each with why. The blocked-YouTube probe is the browser loading an
 * image from the (fake) YouTube that answers 403: Chromium logs every failed resource load.
 */
const DOCUMENTED_CONSOLE_ERRORS: { screen?: string; pattern: RegExp; why: string }[] = [
  { pattern: /Failed to load resource: the server responded with a status of 403/, why: 'the browser probe of a blocked YouTube' },
  { screen: 'not found', pattern: /status of 404/, why: 'the server answers an unknown path with 404 on purpose (shared/src/pages.ts)' },
  { screen: 'profile: youtube', pattern: /status of 503/, why: 'YouTube checking is not configured on the test server: the page says so' },
];

type Role = 'visitor' | 'member' | 'admin';
interface Screen {
  role: Role;
  name: string;
  path: string;
  /** What shows when the screen is ready (after `open`, for a dialog). */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the dialog (or the state) the screen is about. */
  open?: (page: Page) => Promise<unknown>;
  /** Run after the checks (the tour is finished so that it does not open over the next screens). */
  after?: (page: Page) => Promise<unknown>;
  /** The width to open it at, when its button shows only there (the side menu). */
  openAt?: number;
  widths?: readonly number[];
}

const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).first();
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();
const click =
  (name: string | RegExp, exact = false) =>
  (page: Page) =>
    page.getByRole('button', { name, exact }).first().click();

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
let site: TestApi;
let browser: Browser;
let probe: FakeYoutubeProbe;
const contexts: Partial<Record<Role, BrowserContext>> = {};
/** Site-content fields that hold names (a game, a team, its players, a tournament, a winner). */
const CONTENT_NAME_KEYS = new Set(['game', 'name', 'members', 'title', 'winner']);
/** Names entered by people (usernames, e-mails, the content's names): data, allowed in Latin. */
const userData: string[] = [];
const seed = {
  teamName: 'Неоновые волки',
  otherTeam: 'Ночные совы',
  joinCode: '',
  teamId: 0,
  /** A running giveaway the member may not enter (Twitch), and a drawn one with its proof (issue 20). */
  giveawayId: 0,
  drawnId: 0,
};

beforeAll(async () => {
  probe = await startFakeYoutubeProbe();
  probe.set({ blocked: true });
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-e2e-sweep-'));
  copyFileSync(path.join(fixtures, 'sample.mp4'), path.join(dir, 'vid1.mp4'));
  copyFileSync(path.join(fixtures, 'thumb.jpg'), path.join(dir, 'vid1.jpg'));
  [site, browser] = await Promise.all([startSite({ ...probe.env, VIDEO_DIR: dir }), launchBrowser()]);
  await seedSite();
}, 120_000);

afterAll(async () => {
  for (const c of Object.values(contexts)) await c?.close();
  await browser?.close();
  await site?.close();
  await probe?.close();
});

/** An admin, a member who captains a team, is in another and has an invitation, videos, a live stream. */
async function seedSite() {
  const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
  const make = async (username: string, admin = false) => {
    const u = await site.register({ username, email: `${username}@example.org` });
    if (admin) await site.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id));
    userData.push(username, u.email);
    return { ...u, token: await site.login(u.email, u.password) };
  };
  const admin = await make('neon_admin', true);
  const member = await make('cyber_wolf');
  const friend = await make('night_owl');
  const third = await make('pixel_fox');

  const teamOf = async (token: string, name: string, isPublic: boolean) =>
    (
      await site
        .http()
        .post('/api/v1/teams')
        .set(auth(token))
        .field('name', name)
        .field('description', 'Стримим по вечерам и берём призы в турнирах.')
        .field('motto', 'Вместе до конца')
        .field('is_public', String(isPublic))
        .expect(201)
    ).body as { id: number; invite_code: string };
  const mine = await teamOf(member.token, seed.teamName, false);
  seed.teamId = mine.id;
  await site.http().post('/api/v1/teams/join').set(auth(friend.token)).send({ invite_code: mine.invite_code }).expect(200);
  const other = await teamOf(friend.token, seed.otherTeam, true);
  await site.http().post('/api/v1/teams/join').set(auth(member.token)).send({ invite_code: other.invite_code }).expect(200);
  const third1 = await teamOf(third.token, 'Пиксельные лисы', true);
  await site.http().post(`/api/v1/teams/${third1.id}/invitations`).set(auth(third.token)).send({ identifier: member.username }).expect(201);
  seed.joinCode = third1.invite_code;

  // The site content's proper names (games, teams, players, tournaments): entered by the admin.
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string' && CONTENT_NAME_KEYS.has(key) && /[A-Za-z]/.test(v)) userData.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk((await site.http().get('/api/v1/content').expect(200)).body);

  const giveaway = (title: string, rules: object, endsInHours: number) =>
    site
      .http()
      .post('/api/v1/admin/giveaways')
      .set(auth(admin.token))
      .send({
        title,
        tier: 'weekly',
        prize: '2 000 ₽ на карту',
        description: 'Розыгрыш для зрителей канала.',
        starts_at: new Date(Date.now() - 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + endsInHours * 3_600_000).toISOString(),
        eligibility: rules,
        auto_draw: false,
      })
      .expect(201)
      .then((r) => (r.body as { id: number }).id);
  seed.giveawayId = await giveaway('Неоновая неделя', { twitch: true, twitch_sub: true, min_level: 3 }, 72);
  seed.drawnId = await giveaway('Ночной розыгрыш', {}, 24);
  for (const u of [member, friend, third]) await site.http().post(`/api/v1/giveaways/${seed.drawnId}/entries`).set(auth(u.token)).expect(201);
  await site.http().post(`/api/v1/admin/giveaways/${seed.drawnId}/close`).set(auth(admin.token)).expect(200);
  await site.http().post(`/api/v1/admin/giveaways/${seed.drawnId}/draw`).set(auth(admin.token)).expect(200);

  await site.db.insert(videos).values({
    id: 'sweepVid0001',
    title: 'Ночной рейд: лучшие моменты',
    url: 'https://www.youtube.com/watch?v=sweepVid0001',
    publishedAt: new Date(Date.UTC(2026, 10, 20)),
    mirrorState: 'ready',
    filePath: 'vid1.mp4',
    thumbnailPath: 'vid1.jpg',
    sizeBytes: 698_440,
    durationSeconds: 30,
  });
  await applyObservation(
    site.api.ctx,
    site.config.STREAM_CHANNEL,
    { kind: 'live', viewers: 1234, title: 'Ночной стрим: проходим сюжет', game: 'Киберпанк', startedAt: new Date().toISOString() },
    'stream-info',
  );

  for (const [role, token] of [
    ['visitor', null],
    ['member', member.token],
    ['admin', admin.token],
  ] as const) {
    const ctx = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    if (token) await ctx.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    // Third parties stay out (loopback only): the Twitch player frame gets an empty page. Left to
    // fail, axe waited ~15 s on that frame for every check of a page with the live block.
    await ctx.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Плеер</title>' })
          : route.abort(),
    );
    contexts[role] = ctx;
  }
}

const v = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'visitor', name, path: p, ready, ...extra });
const m = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'member', name, path: p, ready, ...extra });
const a = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'admin', name, path: p, ready, ...extra });

const teamCard = (page: Page) => page.getByRole('article', { name: seed.teamName });
const usersRow = (page: Page) => page.locator('.admin-table tr').filter({ hasText: 'cyber_wolf' });
const giveawayRow = (page: Page) => page.locator('.admin-table tr').filter({ hasText: 'Неоновая неделя' });
const giveawayCard = (page: Page, title = 'Неоновая неделя') => page.getByRole('article', { name: title });

/** Every route of the route table (shared/src/pages.ts, web/src/App.tsx) and every dialog. */
const SCREENS: Screen[] = [
  v('home', '/', (p) => p.locator('.video-card').first().waitFor()),
  v('about', '/about', (p) => p.locator('main h1, main h2').first().waitFor()),
  // The home page's other sections: switched in place by the top navigation's buttons.
  ...(['Расписание', 'Розыгрыши', 'Турнир'] as const).map((label, i) =>
    v(`home: ${label}`, '/', (p) => heading(p, ['Расписание стримов', 'Розыгрыши и Ивенты', 'Турнирная таблица'][i]!).waitFor(), {
      open: (p) => p.locator('.section-nav__button').filter({ hasText: label }).first().click(),
    }),
  ),
  v('workshop', '/workshop', (p) => p.locator('main h1').first().waitFor()),
  v('portfolio', '/portfolio', (p) => p.locator('main h1').first().waitFor()),
  v('contact', '/contact', (p) => p.locator('main h1').first().waitFor()),
  v('login', '/login', (p) => p.getByLabel('Email').waitFor()),
  v('not found', '/no-such-page', (p) => p.locator('main h1').first().waitFor()),
  v('youtube callback', '/oauth/youtube/callback', (p) => p.locator('main h1, main [role=alert]').first().waitFor()),
  v('team join link', '/team/join/CODE', (p) => p.getByText('Пиксельные лисы').first().waitFor()),
  v('admin login', '/admin/login', (p) => heading(p, 'Вход в админ-панель').waitFor()),
  v('giveaway', '/giveaways/GIVEAWAY', (p) => giveawayCard(p).getByRole('button', { name: 'Войти, чтобы участвовать' }).waitFor()),
  v('giveaway, drawn', '/giveaways/DRAWN', (p) => giveawayCard(p, 'Ночной розыгрыш').getByRole('list', { name: 'Победители' }).waitFor()),
  v('giveaway, fairness check', '/giveaways/DRAWN/fairness', (p) => p.getByText(/^Итог: результат розыгрыша совпадает$/).waitFor()),
  v('auth modal: sign in', '/', (p) => dialog(p).getByLabel('Email').waitFor(), { open: click('Войти_') }),
  v('auth modal: register', '/', (p) => dialog(p).getByLabel('Имя пользователя').waitFor(), {
    open: async (p) => {
      await click('Войти_')(p);
      await dialog(p).getByRole('button', { name: 'Зарегистрироваться' }).click();
    },
  }),
  v('video player modal', '/', (p) => dialog(p, 'Ночной рейд: лучшие моменты').locator('video').waitFor(), {
    open: (p) => p.getByRole('button', { name: 'Смотреть: Ночной рейд: лучшие моменты' }).click(),
  }),

  m('profile: tour', '/profile', (p) => dialog(p).getByRole('heading', { name: 'Добро пожаловать!' }).waitFor(), {
    after: async (p) => {
      await dialog(p).getByRole('button', { name: 'Пропустить' }).click();
      await p.getByRole('dialog').waitFor({ state: 'detached' });
    },
  }),
  m('profile: overview', '/profile', (p) => heading(p, 'Добро пожаловать, cyber_wolf!').waitFor()),
  m('profile: avatar dialog', '/profile', (p) => dialog(p).getByRole('tab').first().waitFor(), { open: click('Сменить аватар') }),
  m('profile: avatar upload tab', '/profile', (p) => dialog(p).locator('input[type=file]').waitFor({ state: 'attached' }), {
    open: async (p) => {
      await click('Сменить аватар')(p);
      await dialog(p).getByRole('tab', { name: 'Загрузить' }).click();
    },
  }),
  m('profile: team', '/profile/team', (p) => teamCard(p).waitFor()),
  m('profile: team find tab', '/profile/team', (p) => p.getByLabel('Поиск команд').waitFor(), {
    open: (p) => p.getByRole('tab', { name: 'Найти команду' }).click(),
  }),
  m('team: create modal', '/profile/team', (p) => dialog(p).getByLabel('Название команды').waitFor(), {
    open: (p) => p.locator('.team-page, main').getByRole('button', { name: 'Создать команду' }).first().click(),
  }),
  m('team: edit modal', '/profile/team', (p) => dialog(p).getByLabel('Название команды').waitFor(), {
    open: (p) => teamCard(p).getByRole('button', { name: 'Редактировать' }).click(),
  }),
  m('team: invite modal', '/profile/team', (p) => dialog(p).getByRole('button', { name: 'Копировать ссылку' }).waitFor(), {
    open: (p) => teamCard(p).getByRole('button', { name: 'Пригласить' }).click(),
  }),
  m('team: logo picker', '/profile/team', (p) => dialog(p).getByRole('tab').first().waitFor(), {
    open: (p) => teamCard(p).getByRole('button', { name: 'Аватар команды' }).click(),
  }),
  m('team: disband confirmation', '/profile/team', (p) => dialog(p).getByText('Вы действительно хотите расформировать команду?', { exact: false }).waitFor(), {
    open: (p) => teamCard(p).getByRole('button', { name: 'Расформировать' }).click(),
  }),
  m('team: leave confirmation', '/profile/team', (p) => dialog(p).getByText('Вы действительно хотите покинуть команду?', { exact: false }).waitFor(), {
    open: (p) => p.getByRole('article', { name: 'Ночные совы' }).getByRole('button', { name: 'Покинуть' }).click(),
  }),
  m('profile: settings', '/profile/settings', (p) => p.locator('form').first().waitFor()),
  m('profile: settings, notifications', '/profile/settings?tab=notifications', (p) => p.getByRole('switch', { name: 'Стрим начался: Браузер' }).waitFor()),
  m('profile: security, password', '/profile/security', (p) => p.getByLabel('Текущий пароль').waitFor()),
  m('profile: security, sessions', '/profile/security', (p) => p.locator('.session').first().waitFor(), {
    open: (p) => p.getByRole('tab', { name: 'Сессии' }).click(),
  }),
  m('profile: security, 2FA', '/profile/security', (p) => p.getByText('Статус:').waitFor(), {
    open: (p) => p.getByRole('tab', { name: /2FA|Двухфактор/ }).click(),
  }),
  m('profile: security, 2FA set-up', '/profile/security', (p) => p.locator('.two-factor__qr').waitFor(), {
    open: async (p) => {
      await p.getByRole('tab', { name: /2FA|Двухфактор/ }).click();
      await p.getByRole('button', { name: 'Включить 2FA' }).click();
    },
  }),
  m('profile: guide', '/profile/guide', (p) => p.locator('.profile-page__title').first().waitFor()),
  m('profile: youtube', '/profile/youtube', (p) => p.locator('.profile-page__title, .profile-content h1').first().waitFor()),
  m('profile: twitch', '/profile/twitch', (p) => p.locator('.profile-page__title, .profile-content h1').first().waitFor()),
  m('profile: telegram', '/profile/telegram', (p) => p.locator('.profile-page__title, .profile-content h1').first().waitFor()),
  m('giveaway: missing steps', '/giveaways/GIVEAWAY', (p) => giveawayCard(p).getByRole('link', { name: 'Подтвердите Twitch' }).waitFor()),
  m('giveaway: entered, drawn', '/giveaways/DRAWN', (p) => giveawayCard(p, 'Ночной розыгрыш').getByRole('list', { name: 'Победители' }).waitFor()),
  m('admin refused to a member', '/admin', (p) => heading(p, 'Доступ запрещён').waitFor()),

  a('admin: dashboard', '/admin', (p) => p.waitForFunction(() => document.querySelector('.admin-page__meta')?.textContent?.startsWith('Обновлено'))),
  // A send under way (issue 21): its events, as the worker emits them, until the page's socket shows the bar.
  a('admin: dashboard, a send under way', '/admin', (p) => p.getByRole('progressbar', { name: 'Рассылка «Стрим начался»' }).waitFor(), {
    open: (p) => sendUnderWay(p),
  }),
  a('admin: side menu open', '/admin', (p) => p.locator('#admin-menu').getByRole('link', { name: 'Пользователи' }).waitFor(), {
    open: click('☰ Меню'),
    openAt: 360,
    widths: [360, 768],
  }),
  a('admin: users', '/admin/users', (p) => usersRow(p).waitFor()),
  a('admin: user view', '/admin/users', (p) => dialog(p).getByText('cyber_wolf').first().waitFor(), {
    open: (p) => usersRow(p).getByRole('button', { name: 'Открыть' }).click(),
  }),
  a('admin: user edit', '/admin/users', (p) => dialog(p).locator('input').first().waitFor(), {
    open: (p) => usersRow(p).getByRole('button', { name: 'Изменить' }).click(),
  }),
  a('admin: user create', '/admin/users', (p) => dialog(p).locator('input').first().waitFor(), { open: click('Добавить пользователя') }),
  a('admin: user delete confirmation', '/admin/users', (p) => dialog(p, 'Удалить пользователя').waitFor(), {
    open: (p) => usersRow(p).getByRole('button', { name: 'Удалить' }).click(),
  }),
  a('admin: activity feed', '/admin/activity', (p) => heading(p, 'Лента активности').waitFor()),
  a('admin: teams', '/admin/teams', (p) => p.getByText(seed.teamName).first().waitFor()),
  a('admin: team card', '/admin/teams?id=TEAM', (p) => dialog(p, `Команда «${seed.teamName}»`).waitFor()),
  a('admin: stats', '/admin/stats', (p) => p.waitForFunction(() => document.querySelector('.admin-page__meta')?.textContent?.startsWith('Обновлено'))),
  a('admin: actions', '/admin/actions', (p) => p.locator('.admin-page h1').waitFor()),
  a('admin: media', '/admin/content', (p) => p.locator('.admin-video').first().waitFor()),
  a('admin: video delete confirmation', '/admin/content', (p) => dialog(p, 'Удалить видео').waitFor(), {
    open: (p) => p.locator('.admin-video').first().getByRole('button', { name: 'Удалить' }).click(),
  }),
  a('admin: site content', '/admin/content-site', (p) => p.locator('.content-cards button:not([disabled])').first().waitFor()),
  a('admin: site content editor', '/admin/content-site', (p) => dialog(p).locator('textarea').waitFor(), {
    open: async (p) => {
      await p.locator('.content-cards button:not([disabled])').first().waitFor();
      await p.locator('.content-cards button').first().click();
    },
  }),
  a('admin: giveaways', '/admin/giveaways', (p) => giveawayRow(p).waitFor()),
  a('admin: schedule', '/admin/schedule', (p) => p.getByTestId('slot-row').first().waitFor()),
  a('admin: giveaway create form', '/admin/giveaways', (p) => dialog(p, 'Новый розыгрыш').getByText('Условия участия').waitFor(), {
    open: click('Создать розыгрыш'),
  }),
  a('admin: giveaway edit form', '/admin/giveaways', (p) => dialog(p, 'Изменить розыгрыш').getByText('Условия участия').waitFor(), {
    open: (p) => giveawayRow(p).getByRole('button', { name: 'Изменить' }).click(),
  }),
  a('admin: giveaway entrants', '/admin/giveaways', (p) => dialog(p).getByText('Заявок пока нет').waitFor(), {
    open: (p) => giveawayRow(p).getByRole('button', { name: 'Участники' }).click(),
  }),
  a('admin: giveaway close confirmation', '/admin/giveaways', (p) => dialog(p, 'Закрыть досрочно').waitFor(), {
    open: (p) => giveawayRow(p).getByRole('button', { name: 'Закрыть досрочно' }).click(),
  }),
  a('admin: giveaway draw confirmation', '/admin/giveaways', (p) => dialog(p, 'Провести розыгрыш').waitFor(), {
    open: (p) => giveawayRow(p).getByRole('button', { name: 'Провести розыгрыш' }).click(),
  }),
  a('admin: settings', '/admin/settings', (p) => p.locator('.admin-page h1').waitFor()),
  a('admin: search results', '/admin', (p) => p.getByRole('listbox', { name: 'Результаты поиска' }).getByRole('option').first().waitFor(), {
    open: (p) => p.getByRole('searchbox', { name: 'Поиск' }).fill('cyber'),
  }),
  a('admin: notifications', '/admin', (p) => dialog(p, 'Уведомления').waitFor(), { open: (p) => p.getByRole('button', { name: /^Уведомления/ }).click() }),
];

/**
 * Emits a notification send's progress until the dashboard shows its bar: the page's socket joins
 * the admins room some time after the page shows, and an event before that reaches nobody.
 */
async function sendUnderWay(page: Page) {
  const ref = { sendId: 1, topic: 'live' as const, title: 'Стрим начался', total: 1250 };
  const bar = page.getByRole('progressbar', { name: `Рассылка «${ref.title}»` });
  const emit = (fn: Parameters<TestApi['api']['ctx']['outbox']['transact']>[0]) => site.api.ctx.outbox.transact(fn);
  for (let sent = 400; !(await bar.isVisible()); sent++) {
    if (sent > 420) throw new Error('the dashboard never showed the send');
    await emit(async (_tx, e) => e('notification.send_progress', { ...ref, sent, failed: 12, left: ref.total - sent - 12 }));
    await bar.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  // And one finished earlier, with its result.
  const done = { sendId: 2, topic: 'giveaway_started' as const, title: 'Новый розыгрыш: Неоновая неделя', total: 3 };
  await emit(async (_tx, e) => e('notification.send_finished', { ...done, sent: 2, failed: 1, durationMs: 1800 }));
  await page.getByRole('progressbar', { name: `Рассылка «${done.title}»` }).waitFor();
}

/** Two frames: the resize has been laid out and painted, media-query listeners have re-rendered. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function sweep(role: Role): Promise<string[]> {
  const problems: string[] = [];
  const page = await contexts[role]!.newPage();
  page.setDefaultTimeout(8000);
  let where = '';
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (DOCUMENTED_CONSOLE_ERRORS.some((d) => d.pattern.test(text) && (!d.screen || where.startsWith(`${d.screen} (`)))) return;
    problems.push(`${where}: console error: ${text.slice(0, 200)}`);
  });
  page.on('pageerror', (err) => problems.push(`${where}: uncaught ${err.message}`));
  // SWEEP_ONLY=<regexp> narrows the sweep to some screens while fixing them.
  const only = new RegExp(process.env.SWEEP_ONLY ?? '');
  for (const screen of SCREENS.filter((s) => s.role === role && only.test(s.name))) {
    const started = Date.now();
    const timing = { layout: 0, latin: 0, axe: 0 };
    const widths = screen.widths ?? WIDTHS;
    where = `${screen.name} (${screen.path})`;
    try {
      await page.setViewportSize({ width: screen.openAt ?? 1440, height: 900 });
      const target = screen.path
        .replace('CODE', seed.joinCode)
        .replace('TEAM', String(seed.teamId))
        .replace('GIVEAWAY', String(seed.giveawayId))
        .replace('DRAWN', String(seed.drawnId));
      await page.goto(`${site.url}${target}`);
      if (screen.open) {
        await page.locator('main').first().waitFor();
        await screen.open(page);
      }
      await screen.ready(page);
    } catch (err) {
      const line = `${where}: could not open: ${(err as Error).message.split('\n')[0]}`;
      problems.push(line);
      if (process.env.SWEEP_TIMES) appendFileSync(path.join(ARTIFACTS, 'sweep-report.txt'), `${role}: ${line}\n`);
      continue;
    }
    // One line per finding, with the widths it shows at: "... @360,768: <finding>".
    const seen = new Map<string, number[]>();
    for (const width of widths) {
      where = `${screen.name} (${screen.path}) @${width}`;
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await settle(page);
      let t = Date.now();
      const found = [...(await layoutProblems(page))];
      timing.layout += Date.now() - t;
      t = Date.now();
      found.push(...(await latinProblems(page, userData)));
      timing.latin += Date.now() - t;
      t = Date.now();
      if (width === 360) {
        const inDialog = screen.open && (await page.locator('[role=dialog]').count()) > 0;
        found.push(...(await axeProblems(page, inDialog ? '[role=dialog]' : undefined)));
      }
      if (process.env.SWEEP_SHOTS) await screenshot(page, `sweep-${role}-${screen.name.replace(/[^a-zа-я0-9]+/gi, '-')}-${width}`);
      timing.axe += Date.now() - t;
      for (const f of found) seen.set(f, [...(seen.get(f) ?? []), width]);
    }
    const lines = [...seen].map(([f, at]) => `${screen.name} (${screen.path}) @${at.join(',')}: ${f}`);
    problems.push(...lines);
    if (process.env.SWEEP_TIMES) appendFileSync(path.join(ARTIFACTS, 'sweep-report.txt'), lines.map((l) => `${role}: ${l}\n`).join(''));
    if (process.env.SWEEP_TIMES) console.log(`${role} ${screen.name}: ${Date.now() - started} ms ${JSON.stringify(timing)}`);
    await screen.after?.(page);
  }
  await page.close();
  return problems;
}

describe('every screen at 360–1440 px: layout, Russian text, accessibility, console', () => {
  for (const role of ['visitor', 'member', 'admin'] as const) {
    it(`${role} screens`, async () => {
      const problems = await sweep(role);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    }, 400_000);
  }
});
