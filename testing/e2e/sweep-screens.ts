import type { Locator, Page } from 'playwright-core';
import type { TestApi } from '../src/api-harness.ts';
import { notificationDeliveries, notificationSends, users } from '@fanhub/api/db';

/**
 * The sweep's screens (testing/e2e/sweep.e2e.ts): every route of the route table, every dialog and
 * every popup (popover, menu, listbox, disclosure), each with what shows when it is ready and how its
 * dialog or popup opens. Paths may hold the seeded ids (CODE, TEAM, GIVEAWAY, DRAWN, OPENCUP, PLAYCUP), which the sweep
 * fills in. `<details>` disclosures need no screen: the sweep opens every one it finds.
 */

/** The teams the sweep seeds (named here: the screens look for them). */
export const SEED_TEAMS = { teamName: 'Неоновые волки', otherTeam: 'Ночные совы' };

export type Role = 'visitor' | 'member' | 'admin';

/**
 * A popup and the control that opens it. At every width the sweep closes it, reaches the control
 * with Tab from the top of the page, opens it from the keyboard, checks it (on screen, nothing cut),
 * then checks that Tab reaches its contents and, where it should, that Escape closes it.
 */
export interface Popup {
  /** The control that opens it. */
  trigger: (page: Page) => Locator;
  /** The popup once open (a CSS selector: axe is narrowed to it). */
  selector: string;
  /** Text typed into the trigger to open it (a search box); otherwise Enter is pressed on it. */
  type?: string;
  /** Escape closes it and the focus goes back to the trigger (a dialog-like popover, a menu). */
  escape?: boolean;
  /** Tab backwards (Shift+Tab) to reach the trigger: it is among the last controls of the page. */
  fromEnd?: boolean;
  /** Closes it when it is open at the start of a width (default: the trigger is clicked). */
  close?: (page: Page) => Promise<unknown>;
}

export interface Screen {
  role: Role;
  name: string;
  path: string;
  /** What shows when the screen is ready (after `open`, for a dialog). */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the dialog (or the state) the screen is about; `site` is the running test app. */
  open?: (page: Page, site: TestApi) => Promise<unknown>;
  /** Run after the checks (the tour is finished so that it does not open over the next screens). */
  after?: (page: Page) => Promise<unknown>;
  /** A popup screen: opened from the keyboard at every width (see `Popup`). */
  popup?: Popup;
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

const v = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'visitor', name, path: p, ready, ...extra });
const m = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'member', name, path: p, ready, ...extra });
const a = (name: string, p: string, ready: Screen['ready'], extra: Partial<Screen> = {}): Screen => ({ role: 'admin', name, path: p, ready, ...extra });

const teamCard = (page: Page) => page.getByRole('article', { name: SEED_TEAMS.teamName });
const usersRow = (page: Page) => page.locator('.admin-table tr').filter({ hasText: 'cyber_wolf' });
const cupRow = (page: Page) => page.locator('.admin-table tr').filter({ hasText: 'Неоновый кубок' });
const giveawayRow = (page: Page) => page.locator('.admin-table tr').filter({ hasText: 'Неоновая неделя' });
const giveawayCard = (page: Page, title = 'Неоновая неделя') => page.getByRole('article', { name: title });

/**
 * An admin opens the dashboard while a send runs (issue 21): a started send whose deliveries are
 * part sent, part failed, part left, and one finished earlier; the page, reloaded, shows both from
 * what the server counts (GET /admin/dashboard/sends), before any event of theirs.
 */
async function sendUnderWay(page: Page, site: TestApi) {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const [running] = await site.db
    .insert(notificationSends)
    .values({ topic: 'live', subjectKey: 'sweep-live', title: 'Стрим начался', body: 'Заходите', url: '/', startedAt: minutesAgo(1) })
    .returning();
  const members = await site.db.select({ id: users.id }).from(users).orderBy(users.id).limit(6);
  const statuses = ['sent', 'sent', 'sent', 'failed', 'pending', 'sending'];
  await site.db
    .insert(notificationDeliveries)
    .values(members.map((m, i) => ({ sendId: running!.id, userId: m.id, channel: 'telegram', status: statuses[i]! })));
  await site.db.insert(notificationSends).values({
    topic: 'giveaway_started',
    subjectKey: 'sweep-giveaway',
    title: 'Новый розыгрыш: Неоновая неделя',
    body: 'Участвуйте',
    url: '/',
    startedAt: minutesAgo(30),
    finishedAt: minutesAgo(29),
    total: 3,
    sent: 2,
    failed: 1,
  });
  await page.reload();
  await page.getByRole('progressbar', { name: 'Рассылка «Новый розыгрыш: Неоновая неделя»' }).waitFor();
}

/** Every route of the route table (shared/src/pages.ts, web/src/App.tsx), every dialog and every popup. */
export const SCREENS: Screen[] = [
  // The floating live notification, expanded (a phone shows it folded); it stays expanded for the
  // visitor's next screens, whose check (g) looks at the larger form.
  v('live widget expanded', '/', (p) => p.getByTestId('live-widget').waitFor(), {
    popup: { trigger: (p) => p.getByTestId('live-widget').getByRole('button'), selector: '.live-widget__body', fromEnd: true },
  }),
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
  v('giveaway, fairness check', '/giveaways/DRAWN/fairness', (p) => p.getByText('Проверено: всё сходится').waitFor()),
  v('tournament, registration', '/tournaments/OPENCUP', (p) => heading(p, 'Команды').waitFor()),
  v('tournament, running', '/tournaments/PLAYCUP', (p) => heading(p, 'Таблица').waitFor()),
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
  m('profile: my giveaways', '/profile/giveaways', (p) => p.locator('.my-gw__item').first().waitFor()),
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
  m('tournament: my team registered', '/tournaments/OPENCUP', (p) => heading(p, 'Команды').waitFor()),
  m('tournament: running, as a player', '/tournaments/PLAYCUP', (p) => heading(p, 'Сетка').waitFor()),
  m('giveaway: missing steps', '/giveaways/GIVEAWAY', (p) => giveawayCard(p).getByRole('link', { name: 'Подтвердите Twitch' }).waitFor()),
  m('giveaway: entered, drawn', '/giveaways/DRAWN', (p) => giveawayCard(p, 'Ночной розыгрыш').getByRole('list', { name: 'Победители' }).waitFor()),
  m('admin refused to a member', '/admin', (p) => heading(p, 'Доступ запрещён').waitFor()),

  a('admin: dashboard, an open system alert', '/admin', (p) => p.locator('.system-item--warning').filter({ hasText: 'Twitch отозвал подписку' }).waitFor()),
  // A send under way (issue 21), as an admin finds it on opening the dashboard.
  a('admin: dashboard, a send under way', '/admin', (p) => p.getByRole('progressbar', { name: 'Рассылка «Стрим начался»' }).waitFor(), {
    open: (p, site) => sendUnderWay(p, site),
  }),
  // The side menu's button shows under 1024 px only.
  a('admin: side menu open', '/admin', (p) => p.locator('main').first().waitFor(), {
    popup: { trigger: (p) => p.getByRole('button', { name: '☰ Меню' }), selector: '#admin-menu', escape: true },
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
  a('admin: teams', '/admin/teams', (p) => p.getByText(SEED_TEAMS.teamName).first().waitFor()),
  a('admin: team card', '/admin/teams?id=TEAM', (p) => dialog(p, `Команда «${SEED_TEAMS.teamName}»`).waitFor()),
  a('admin: stats', '/admin/stats', (p) => p.waitForFunction(() => document.querySelector('.admin-page__meta')?.textContent?.startsWith('Обновлено'))),
  a('admin: actions', '/admin/actions', (p) => p.locator('.admin-page h1').waitFor()),
  a('admin: media', '/admin/content', (p) => p.locator('.admin-video').first().waitFor()),
  a('admin: video delete confirmation', '/admin/content', (p) => dialog(p, 'Удалить видео').waitFor(), {
    open: (p) => p.locator('.admin-video').first().getByRole('button', { name: 'Удалить' }).click(),
  }),
  a('admin: site content', '/admin/content-site', (p) => p.locator('.content-cards button:not([disabled])').first().waitFor()),
  a('admin: site content editor', '/admin/content-site', (p) => dialog(p).locator('textarea').first().waitFor(), {
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
    // Offered once a draw is possible: on the giveaway closed at seeding.
    open: (p) => p.locator('.admin-table tr').filter({ hasText: 'Итоги недели' }).getByRole('button', { name: 'Провести розыгрыш' }).click(),
  }),
  a('admin: tournaments', '/admin/tournaments', (p) => cupRow(p).waitFor()),
  a('admin: tournament create form', '/admin/tournaments', (p) => dialog(p, 'Новый турнир').getByText('Условия участия', { exact: true }).waitFor(), {
    open: click('Создать турнир'),
  }),
  a('admin: tournament registrations', '/admin/tournaments/OPENCUP', (p) => p.getByRole('row', { name: SEED_TEAMS.teamName }).waitFor()),
  a('admin: tournament edit form', '/admin/tournaments/OPENCUP', (p) => dialog(p, 'Изменить турнир').getByText('Условия участия', { exact: true }).waitFor(), {
    open: click('Изменить настройки'),
  }),
  a('admin: tournament start confirmation', '/admin/tournaments/OPENCUP', (p) => dialog(p, 'Начать турнир').waitFor(), { open: click('Начать турнир') }),
  a('admin: tournament console', '/admin/tournaments/PLAYCUP', (p) => p.getByText('Оспорен: нужно решение').waitFor()),
  a(
    'admin: tournament ruling',
    '/admin/tournaments/PLAYCUP',
    (p) =>
      dialog(p, /решение администратора/)
        .getByText(/^Спор:/)
        .waitFor(),
    {
      open: (p) => p.getByRole('article').first().getByRole('button', { name: 'Решить' }).click(),
    },
  ),
  a('admin: tournament disqualify confirmation', '/admin/tournaments/PLAYCUP', (p) => dialog(p, 'Дисквалифицировать команду').waitFor(), {
    open: (p) =>
      p
        .getByRole('button', { name: /^Дисквалифицировать / })
        .first()
        .click(),
  }),
  a('admin: settings', '/admin/settings', (p) => p.locator('.admin-page h1').waitFor()),
  a('admin: search results', '/admin', (p) => p.getByRole('searchbox', { name: 'Поиск' }).waitFor(), {
    popup: {
      trigger: (p) => p.getByRole('searchbox', { name: 'Поиск' }),
      // A name and an e-mail longer than the box: both seeded (sweep.e2e.ts).
      type: 'konstantin',
      selector: '[role=listbox][aria-label="Результаты поиска"]',
      escape: true,
      close: (p) => p.getByRole('searchbox', { name: 'Поиск' }).fill(''),
    },
  }),
  // The bell's list: registrations with long e-mails, the longest system alert, dates.
  a('admin: notifications', '/admin', (p) => p.getByRole('button', { name: /^Уведомления/ }).waitFor(), {
    popup: { trigger: (p) => p.getByRole('button', { name: /^Уведомления/ }), selector: '[role=dialog][aria-label="Уведомления"]', escape: true },
  }),
];
