import { randomUUID } from 'node:crypto';
import type { AppEvent, GiveawayView } from '@fanhub/shared';

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

/** A giveaway.drawn event as the API emits it (giveaway 7, no beacon, neo won the only place); `payload` changes what a test is about. */
export function drawnEventFixture(payload: Partial<AppEvent<'giveaway.drawn'>['payload']> = {}): AppEvent<'giveaway.drawn'> {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    actorId: null,
    type: 'giveaway.drawn',
    payload: {
      giveawayId: 7,
      title: 'Неоновая неделя',
      seed: 'e'.repeat(64),
      drawnAt: new Date().toISOString(),
      beaconRound: null,
      beaconRandomness: null,
      entrantsCount: 1,
      winners: [{ userId: 5, username: 'neo', rank: 1 }],
      claimDeadline: '2030-01-01T00:00:00Z',
      ...payload,
    },
  };
}
