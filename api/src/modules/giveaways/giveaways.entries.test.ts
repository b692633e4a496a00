import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, collect, everythingDelivered, useTestApi, waitForSocketEvent } from '@fanhub/testing';
import { buildGiveaway, enterAs, setFacts, type MemberFacts } from '@fanhub/testing/giveaway-fixtures.ts';
import { giveawayEntries, linkedAccounts, userActions, users } from '../../db/schema.ts';
import { applyCheck, revokeGrant } from '../verification/index.ts';

const t = useTestApi();

type Ev = { type: string; actorId: number | null; payload: Record<string, unknown> };

const RULES: { rule: Record<string, unknown>; missing: string; meets: MemberFacts; short: MemberFacts }[] = [
  { rule: { youtube: true }, missing: 'youtube', meets: { youtube: true }, short: {} },
  { rule: { twitch: true }, missing: 'twitch', meets: { twitch: true }, short: { youtube: true } },
  { rule: { telegram: true }, missing: 'telegram', meets: { telegram: true }, short: { twitch: true } },
  { rule: { twitch_sub: true }, missing: 'twitch_sub', meets: { twitch: true, twitchSub: true }, short: { twitch: true } },
  { rule: { min_level: 3 }, missing: 'level', meets: { level: 3 }, short: { level: 2 } },
  { rule: { min_account_age_days: 30 }, missing: 'account_age', meets: { ageDays: 31 }, short: { ageDays: 29 } },
];

describe('entering a giveaway', () => {
  it.each(RULES)('rule $missing: refused with 403 not_eligible and missing[], then accepted once met', async ({ rule, missing, meets, short }) => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { eligibility: rule });
    const member = await buildUser(t);
    await setFacts(t, member.id, short);
    const refused = await enterAs(t, member, g.id, 403);
    expect(refused).toMatchObject({ code: 'not_eligible', detail: 'Не выполнены условия участия', missing: [missing] });
    const view = (await t.http().get(`/api/v1/giveaways/${g.id}`).set(bearer(member.token)).expect(200)).body;
    expect(view.me).toEqual({ entered: false, eligible: false, missing: [missing] });

    await setFacts(t, member.id, meets);
    expect(await enterAs(t, member, g.id)).toEqual({ entered: true, entries_count: 1 });
  });

  it('lists every missing rule at once', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { eligibility: { youtube: true, twitch: true, telegram: true, twitch_sub: true, min_level: 2 } });
    const member = await buildUser(t);
    expect((await enterAs(t, member, g.id, 403)).missing).toEqual(['youtube', 'twitch', 'telegram', 'twitch_sub', 'level']);
  });

  it('takes one entry per member under 20 concurrent clicks: one 201, the rest 409 already_entered', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const member = await buildUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.http().post(`/api/v1/giveaways/${g.id}/entries`).set(bearer(member.token))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = answers.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(19);
    for (const r of conflicts) expect(r.body).toMatchObject({ code: 'already_entered', detail: 'Вы уже участвуете в этом розыгрыше' });
    expect((await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body.entries_count).toBe(1);
    expect(await t.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, g.id))).toHaveLength(1);
  });

  it('withdraws before the end; refuses entries before the start, after the end, and from visitors', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const member = await buildUser(t);
    await enterAs(t, member, g.id);
    await t.http().delete(`/api/v1/giveaways/${g.id}/entries/me`).set(bearer(member.token)).expect(204);
    await t.http().delete(`/api/v1/giveaways/${g.id}/entries/me`).set(bearer(member.token)).expect(404);
    expect((await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200)).body.entries_count).toBe(0);
    await t.http().post(`/api/v1/giveaways/${g.id}/entries`).expect(401);

    const later = await buildGiveaway(t, admin, {
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect((await enterAs(t, member, later.id, 409)).code).toBe('giveaway_not_open');
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    expect((await enterAs(t, member, g.id, 409)).code).toBe('giveaway_not_open');
    await t.http().delete(`/api/v1/giveaways/${g.id}/entries/me`).set(bearer(member.token)).expect(409);
  });

  it('tells the public room the count only; the member and admins hear who entered', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    const member = await buildUser(t);
    const visitor = await t.socket();
    const own = await t.socket(member.token);
    const publicEntered = waitForSocketEvent<Ev>(visitor, 'giveaway.entered');
    const visitorPrivate = collect(visitor, 'giveaway.member_entered');
    const ownPrivate = waitForSocketEvent<Ev>(own, 'giveaway.member_entered');
    await enterAs(t, member, g.id);
    const seen = await publicEntered;
    expect(seen.payload).toEqual({ giveawayId: g.id, entriesCount: 1 });
    expect(seen.actorId).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(member.username);
    expect((await ownPrivate).payload).toMatchObject({ giveawayId: g.id, userId: member.id, username: member.username });
    await everythingDelivered(t, admin.token, [visitor]);
    expect(visitorPrivate).toHaveLength(0);
    // The activity log says who entered.
    const log = await t.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.userId, member.id), eq(userActions.eventType, 'giveaway.member_entered')));
    expect(log.map((r) => [r.username, r.actionDetails])).toEqual([[member.username, `Участвует в розыгрыше «${g.title}»`]]);
  });

  it('edits: anything before the first entry; after it only title, description and image', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin);
    await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ winners_count: 3 }).expect(200);
    await enterAs(t, await buildUser(t), g.id);
    const locked = await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ prize: 'Другой' }).expect(409);
    expect(locked.body).toMatchObject({ code: 'giveaway_locked', detail: 'После первой заявки менять можно только название, описание и картинку' });
    const renamed = await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ title: 'Новое имя' }).expect(200);
    expect(renamed.body).toMatchObject({ title: 'Новое имя', winners_count: 3 });
    const badDates = await t
      .http()
      .put(`/api/v1/admin/giveaways/${g.id}`)
      .set(bearer(admin.token))
      .send({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .expect(422);
    expect(badDates.body.detail).toMatch(/[А-Яа-я]/);
  });
});

describe('eligibility kept true', () => {
  it('a verification revoked before the draw flags the entry and tells the member live; regained, it is flagged back', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { eligibility: { twitch: true } });
    const member = await buildUser(t);
    await setFacts(t, member.id, { twitch: true });
    await t.db.update(linkedAccounts).set({ wasVerified: true }).where(eq(linkedAccounts.userId, member.id));
    await enterAs(t, member, g.id);
    const socket = await t.socket(member.token);
    const revoked = waitForSocketEvent<Ev>(socket, 'giveaway.entry_revoked');
    const key = Buffer.alloc(32, 7);
    await t.api.ctx.outbox.transact((tx, emit) =>
      applyCheck(tx, emit, key, {
        userId: member.id,
        provider: 'twitch',
        externalId: `tw${member.id}`,
        externalName: 'tw',
        verified: false,
        origin: 'recheck',
      }),
    );
    expect((await revoked).payload).toMatchObject({ giveawayId: g.id, userId: member.id, missing: ['twitch'] });
    const entry = () =>
      t.db
        .select({ eligible: giveawayEntries.eligible })
        .from(giveawayEntries)
        .where(and(eq(giveawayEntries.giveawayId, g.id), eq(giveawayEntries.userId, member.id)));
    expect((await entry())[0]?.eligible).toBe(false);

    const restored = waitForSocketEvent<Ev>(socket, 'giveaway.entry_restored');
    await t.api.ctx.outbox.transact((tx, emit) =>
      applyCheck(tx, emit, key, { userId: member.id, provider: 'twitch', externalId: `tw${member.id}`, externalName: 'tw', verified: true, origin: 'recheck' }),
    );
    await restored;
    expect((await entry())[0]?.eligible).toBe(true);

    // A withdrawn grant (the other place a verification is lost) does the same.
    const [account] = await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id));
    const revokedAgain = waitForSocketEvent<Ev>(socket, 'giveaway.entry_revoked');
    await t.api.ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, account!, 'grant withdrawn'));
    await revokedAgain;
    expect((await entry())[0]?.eligible).toBe(false);
  });

  it('a blocked account is out of the draw', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { winners_count: 5 });
    const kept = await buildUser(t);
    const blocked = await buildUser(t);
    await enterAs(t, kept, g.id);
    await enterAs(t, blocked, g.id);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, blocked.id));
    await t.http().post(`/api/v1/admin/giveaways/${g.id}/close`).set(bearer(admin.token)).expect(200);
    const drawn = (await t.http().post(`/api/v1/admin/giveaways/${g.id}/draw`).set(bearer(admin.token)).expect(200)).body;
    expect(drawn.winners.map((w: { user_id: number }) => w.user_id)).toEqual([kept.id]);
    const proof = (await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200)).body;
    expect(proof.entrants).toEqual([kept.id]);
    const { entrants } = (await t.http().get(`/api/v1/admin/giveaways/${g.id}/entrants`).set(bearer(admin.token)).expect(200)).body;
    expect(entrants.map((e: { user_id: number; eligible: boolean }) => [e.user_id, e.eligible])).toEqual([
      [kept.id, true],
      [blocked.id, false],
    ]);
  });
});
