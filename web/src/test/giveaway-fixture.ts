import type { GiveawayView } from '@fanhub/shared';

/** A giveaway as the API answers it, for component tests; `over` changes what a test is about. */
export function giveawayFixture(over: Partial<GiveawayView> = {}): GiveawayView {
  const hour = 3_600_000;
  return {
    id: 7,
    title: 'Неоновая неделя',
    tier: 'weekly',
    prize: '2 000 ₽ на карту',
    description: 'Еженедельный розыгрыш для зрителей.',
    delivery: '',
    image: null,
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 3 * 24 * hour + 5 * hour + 60_000).toISOString(),
    status: 'active',
    winners_count: 1,
    claim_hours: 48,
    auto_draw: true,
    eligibility: { youtube: false, twitch: true, telegram: false, twitch_sub: true, min_level: 3, min_account_age_days: 0 },
    entries_count: 12,
    commitment: 'a'.repeat(64),
    algorithm: 'plain',
    beacon_round: null,
    seed: null,
    drawn_at: null,
    winners: [],
    me: null,
    version: 1,
    ...over,
  };
}
