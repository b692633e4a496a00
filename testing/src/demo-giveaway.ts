/**
 * The demo's giveaway: a running one with a few entrants (made once, through the API as an admin
 * and members would), and the terminal's `giveaway draw` / `giveaway new`.
 */
import { demoApi } from './demo-api.ts';
const FANS = 8;
const FAN_PASSWORD = 'demo fan password';

interface GiveawayBrief {
  id: number;
  title: string;
  status: string;
  entries_count: number;
  winners: { username: string; rank: number }[];
  seed: string | null;
}

export function demoGiveaways(apiUrl: string, admin: { email: string; password: string }) {
  const json = demoApi(apiUrl);
  const login = async (email: string, password: string) =>
    (await json('POST', '/auth/login', { form: new URLSearchParams({ username: email, password }) })).body.access_token as string | undefined;

  async function fan(i: number): Promise<string | undefined> {
    const email = `fan${i}@fanhub.demo`;
    await json('POST', '/auth/register', { body: { email, username: `demo_fan_${i}`, password: FAN_PASSWORD }, from: `10.77.0.${i}` });
    return login(email, FAN_PASSWORD);
  }

  async function create(adminToken: string): Promise<GiveawayBrief> {
    const { body } = await json('POST', '/admin/giveaways', {
      token: adminToken,
      body: {
        title: 'Еженедельный розыгрыш',
        tier: 'weekly',
        prize: '2 000 ₽',
        description: 'Демо: участники уже есть, провести розыгрыш можно из терминала командой «giveaway draw».',
        delivery: 'Переведём на карту: администратор напишет вам за реквизитами.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        winners_count: 2,
      },
    });
    const g = body as unknown as GiveawayBrief;
    for (let i = 1; i <= FANS; i++) {
      const token = await fan(i);
      if (token) await json('POST', `/giveaways/${g.id}/entries`, { token });
    }
    return g;
  }

  const running = async (adminToken: string) =>
    ((await json('GET', '/admin/giveaways', { token: adminToken })).body.active as GiveawayBrief[] | undefined)?.[0];

  return {
    /** A running giveaway with entrants, unless one is running already (the demo keeps its data). */
    async ensure(): Promise<string> {
      const token = await login(admin.email, admin.password);
      if (!token) return 'giveaway: the demo admin could not sign in';
      const g = (await running(token)) ?? (await create(token));
      const fresh = (await json('GET', `/giveaways/${g.id}`)).body as unknown as GiveawayBrief;
      return `giveaway: «${fresh.title}» is running with ${fresh.entries_count} entrants ("giveaway draw" draws it now)`;
    },
    async startNew(): Promise<string> {
      const token = await login(admin.email, admin.password);
      if (!token) return 'giveaway: the demo admin could not sign in';
      const g = await create(token);
      return `giveaway: «${g.title}» #${g.id} started with ${FANS} entrants`;
    },
    /** Ends the running giveaway now and draws it (waiting for the beacon's round, a few seconds). */
    async draw(): Promise<string> {
      const token = await login(admin.email, admin.password);
      if (!token) return 'giveaway: the demo admin could not sign in';
      const g = await running(token);
      if (!g) return 'giveaway: none is running ("giveaway new" starts one)';
      await json('POST', `/admin/giveaways/${g.id}/close`, { token });
      for (let tries = 0; tries < 40; tries++) {
        const { status, body } = await json('POST', `/admin/giveaways/${g.id}/draw`, { token });
        if (status === 200) {
          const drawn = body as unknown as GiveawayBrief;
          return `giveaway: drawn — winners ${drawn.winners.map((w) => `${w.rank}. ${w.username}`).join(', ') || 'none'}; seed ${drawn.seed}`;
        }
        if (body.code !== 'beacon_pending') return `giveaway: ${String(body.detail)}`;
        await new Promise((r) => setTimeout(r, 500));
      }
      return 'giveaway: the beacon round did not come in 20 s';
    },
  };
}
