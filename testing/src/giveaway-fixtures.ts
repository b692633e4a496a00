import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { linkedAccounts, users } from '@fanhub/api/db';
import type { TestApi } from './api-harness.ts';
import { bearer, type SignedInUser } from './factories.ts';

/** A giveaway as the API answers it (the fields tests read). */
export interface BuiltGiveaway {
  id: number;
  title: string;
  commitment: string;
  seed: string | null;
  beacon_round: number | null;
  entries_count: number;
  status: string;
  winners: { user_id: number; username: string; rank: number; status: string }[];
}

/** Created through the API by `admin`: running since a minute ago, for an hour, unless told otherwise. */
export async function buildGiveaway(api: TestApi, admin: { token: string }, fields: Record<string, unknown> = {}): Promise<BuiltGiveaway> {
  const body = {
    title: 'Недельный розыгрыш',
    tier: 'weekly',
    prize: '2 000 ₽',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    winners_count: 1,
    ...fields,
  };
  return (await api.http().post('/api/v1/admin/giveaways').set(bearer(admin.token)).send(body).expect(201)).body as BuiltGiveaway;
}

/** What a member has on file, written straight to the database (as a verification would leave it). */
export interface MemberFacts {
  youtube?: boolean;
  twitch?: boolean;
  telegram?: boolean;
  twitchSub?: boolean;
  level?: number;
  ageDays?: number;
}

export async function setFacts(api: TestApi, userId: number, f: MemberFacts): Promise<void> {
  await api.db
    .update(users)
    .set({
      youtubeVerified: !!f.youtube,
      twitchVerified: !!f.twitch,
      telegramVerified: !!f.telegram,
      level: f.level ?? 1,
      ...(f.ageDays !== undefined ? { createdAt: new Date(Date.now() - f.ageDays * 86_400_000) } : {}),
    })
    .where(eq(users.id, userId));
  if (f.twitch || f.twitchSub)
    await api.db
      .insert(linkedAccounts)
      .values({ userId, provider: 'twitch', externalId: `tw${userId}`, externalName: `tw${userId}`, verified: !!f.twitch, paidSubscriber: !!f.twitchSub })
      .onConflictDoUpdate({ target: [linkedAccounts.userId, linkedAccounts.provider], set: { verified: !!f.twitch, paidSubscriber: !!f.twitchSub } });
}

/** Enters `member` and expects `status`; the answer's body. */
export async function enterAs(api: TestApi, member: SignedInUser, giveawayId: number, status = 201) {
  return (await api.http().post(`/api/v1/giveaways/${giveawayId}/entries`).set(bearer(member.token)).expect(status)).body as Record<string, unknown>;
}

/** Written here from the words, not from the server's code: the check is independent. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The ranking: sha256_hex(seed + ":" + user_id), or with the beacon's randomness in between. */
export function expectedRanking(seed: string, entrants: number[], randomness: string | null = null): number[] {
  const key = (id: number) => sha256Hex(randomness === null ? `${seed}:${id}` : `${seed}:${randomness}:${id}`);
  return [...entrants].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
