import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApi, type SignedInUser } from '@fanhub/testing';
import { buildGiveaway, setFacts } from '@fanhub/testing/giveaway-fixtures.ts';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';
import { giveawayEntries, giveaways, linkedAccounts } from '../../db/schema.ts';
import { revokeGrant } from '../verification/index.ts';

/**
 * Check-then-write races (docs/decisions/0023-decide-under-the-row-you-write.md). On PostgreSQL a gate
 * holds the giveaway's row so the writers queue in a chosen order: the losing interleaving every
 * time. On both databases the writers are also fired at once, and whatever the order, the outcome
 * must be one of the serial ones.
 */
const t = useTestApi();
// The database's address on PostgreSQL (the gate's own connection); none on PGlite.
const url = rowGateDatabase('giveaways.races');

// Rules nobody here meets, and a start moved a minute on: no entry may stand after this edit.
const tighten = () => ({
  eligibility: { youtube: true, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
  starts_at: new Date(Date.now() + 60_000).toISOString(),
});

const enter = (m: SignedInUser, id: number) => t.http().post(`/api/v1/giveaways/${id}/entries`).set(bearer(m.token));
const edit = (admin: SignedInUser, id: number) => t.http().put(`/api/v1/admin/giveaways/${id}`).set(bearer(admin.token)).send(tighten());

async function stored(id: number) {
  const rows = await t.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, id));
  const [g] = await t.db.select().from(giveaways).where(eq(giveaways.id, id));
  return { entries: rows.length, count: g!.entriesCount, youtubeRule: g!.eligibility.youtube };
}

describe('entries racing an edit that tightens the rules and moves the start', () => {
  it.runIf(url)('PostgreSQL, the edit queued first: it applies, and the entries queued behind it are refused under the new rules', async () => {
    const admin = await buildAdmin(t);
    // Fewer than the test pool's 5 connections: every writer reaches the row and queues there.
    const members = await Promise.all(Array.from({ length: 3 }, () => buildUser(t)));
    const g = await buildGiveaway(t, admin);
    const gate = await holdRow((t.database as { url: string }).url, 'giveaways', g.id);
    const edited = edit(admin, g.id).then((r) => r);
    await gate.waiters(1);
    // Each entry has read the old rules (open, no conditions) and now waits for the row.
    const entries = Promise.all(members.map((m) => enter(m, g.id).then((r) => r)));
    await gate.waiters(1 + members.length);
    await gate.release();

    expect((await edited).status).toBe(200);
    for (const r of await entries) expect([r.status, r.body.code]).toEqual([409, 'giveaway_not_open']);
    expect(await stored(g.id)).toEqual({ entries: 0, count: 0, youtubeRule: true });
  });

  it('20 members and the edit at once, on either database: the edit is refused (an entry came first) or nobody got in', async () => {
    const admin = await buildAdmin(t);
    const members = await Promise.all(Array.from({ length: 20 }, () => buildUser(t)));
    // The edit goes out at a different place among the entries in each trial.
    for (const at of [0, 1, 10]) {
      const g = await buildGiveaway(t, admin);
      const answers = await Promise.all([
        ...members.slice(0, at).map((m) => enter(m, g.id)),
        edit(admin, g.id),
        ...members.slice(at).map((m) => enter(m, g.id)),
      ]);
      const editAnswer = answers[at]!;
      const entered = answers.filter((r, i) => i !== at && r.status === 201).length;
      const after = await stored(g.id);
      expect(after).toMatchObject({ entries: entered, count: entered });
      if (editAnswer.status === 200) expect({ at, entered, youtubeRule: after.youtubeRule }).toEqual({ at, entered: 0, youtubeRule: true });
      else
        expect({ at, status: editAnswer.status, code: editAnswer.body.code, youtubeRule: after.youtubeRule }).toEqual({
          at,
          status: 409,
          code: 'giveaway_locked',
          youtubeRule: false,
        });
    }
  });
});

describe('an entry racing the loss of the verification it needs', () => {
  /** A member whose Twitch follow (the rule) is verified, and a function that withdraws it as a revoked grant does. */
  async function verifiedMember() {
    const m = await buildUser(t);
    await setFacts(t, m.id, { twitch: true });
    const [account] = await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, m.id));
    const revoke = () => t.api.ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, account!, 'grant withdrawn'));
    return { m, revoke };
  }
  const eligibleEntries = async (id: number) =>
    (await t.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, id))).filter((e) => e.eligible).map((e) => e.userId);

  it.runIf(url)('PostgreSQL, the revocation commits while the entry waits: the entry is judged on the facts after it', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { eligibility: { twitch: true } });
    const { m, revoke } = await verifiedMember();
    const gate = await holdRow((t.database as { url: string }).url, 'giveaways', g.id);
    // The entry has read "verified" and waits for the giveaway's row; the verification is lost meanwhile.
    const entered = enter(m, g.id).then((r) => r);
    await gate.waiters(1);
    await revoke();
    await gate.release();

    const answer = await entered;
    expect([answer.status, answer.body.code, answer.body.missing]).toEqual([403, 'not_eligible', ['twitch']]);
    expect(await eligibleEntries(g.id)).toEqual([]);
  });

  it('10 members enter while each loses the verification, on either database: no entry stands as eligible', async () => {
    const admin = await buildAdmin(t);
    const g = await buildGiveaway(t, admin, { eligibility: { twitch: true } });
    const members = await Promise.all(Array.from({ length: 10 }, () => verifiedMember()));
    const answers = await Promise.all(members.flatMap(({ m, revoke }, i) => (i % 2 ? [enter(m, g.id), revoke()] : [revoke(), enter(m, g.id)])));
    for (const a of answers) if (a && typeof a === 'object' && 'status' in a) expect([201, 403]).toContain(a.status);
    expect(await eligibleEntries(g.id)).toEqual([]);
  });
});
