import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, startFakeGoogle, useFake, useTestApi, type SignedInUser } from '@fanhub/testing';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';
import { linkedAccounts, users } from '../../db/schema.ts';
import { createOutbox } from '../../events/outbox.ts';
import { createLogger } from '../../runtime/logger.ts';
import { applyCheck, revokeGrant, type CheckResult } from './accounts.ts';
import { recheckAccount } from './recheck.ts';

/**
 * A recheck reads the linked account, asks the provider (seconds), and on a withdrawn grant clears
 * it. Meanwhile the member may link again with a fresh grant. The clearing must decide on the row as
 * it is then, not on the copy read before the provider answered (docs/decisions/0023-decide-under-the-row-you-write.md).
 */
const google = useFake(() => startFakeGoogle({ streamerChannelId: 'UCdedushkaChannel000000B' }));
const t = useTestApi(() => google.env);
const url = rowGateDatabase('verification.races');
const key = Buffer.alloc(32, 7);

async function linkedTwitch() {
  const m = await buildUser(t);
  const check = (access: string): CheckResult => ({
    userId: m.id,
    provider: 'twitch',
    externalId: `tw${m.id}`,
    externalName: 'tw',
    verified: true,
    tokens: { access, refresh: `${access}-refresh`, expiresAt: null },
    origin: 'member',
  });
  const link = (access: string) => t.api.ctx.outbox.transact((tx, emit) => applyCheck(tx, emit, key, check(access)));
  const account = async () => (await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, m.id)))[0]!;
  const verifiedOnUser = async () => (await t.db.select({ v: users.twitchVerified }).from(users).where(eq(users.id, m.id)))[0]!.v;
  await link('old-grant');
  return { m, link, account, verifiedOnUser };
}

describe('a withdrawn grant cleared while the member links again', () => {
  it('the recheck read the old grant, the member linked a new one, then the refusal arrives: the new link stands', async () => {
    const { link, account, verifiedOnUser } = await linkedTwitch();
    const readByRecheck = await account();
    await link('new-grant');
    const fresh = await account();
    await t.api.ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, readByRecheck, 'grant withdrawn'));

    expect(await account()).toMatchObject({ verified: true, accessTokenEnc: fresh.accessTokenEnc, refreshTokenEnc: fresh.refreshTokenEnc, lastError: null });
    expect(await verifiedOnUser()).toBe(true);
  });

  it('the grant still stored is the one refused: it is cleared and the verification lost', async () => {
    const { account, verifiedOnUser } = await linkedTwitch();
    const readByRecheck = await account();
    await t.api.ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, readByRecheck, 'grant withdrawn'));
    expect(await account()).toMatchObject({ verified: false, accessTokenEnc: null, refreshTokenEnc: null, lastError: 'grant withdrawn' });
    expect(await verifiedOnUser()).toBe(false);
  });

  it.runIf(url)('PostgreSQL, the clearing queued behind the new link on the member row: the new link stands', async () => {
    const { m, link, account, verifiedOnUser } = await linkedTwitch();
    const readByRecheck = await account();
    const gate = await holdRow((t.database as { url: string }).url, 'users', m.id);
    const linked = link('new-grant');
    await gate.waiters(1);
    const cleared = t.api.ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, readByRecheck, 'grant withdrawn'));
    await gate.waiters(2);
    await gate.release();
    await Promise.all([linked, cleared]);
    expect(await account()).toMatchObject({ verified: true, lastError: null });
    expect((await account()).accessTokenEnc).not.toBe(readByRecheck.accessTokenEnc);
    expect(await verifiedOnUser()).toBe(true);
  });
});

describe('a recheck answering about a link the member has since replaced', () => {
  /** Links the member's YouTube through the OAuth flow, as a member does it, with the Google account `email`. */
  async function linkYoutube(member: SignedInUser, email: string) {
    const redirect = `${t.config.PUBLIC_URL}/oauth/youtube/callback`;
    const auth = { Authorization: `Bearer ${member.token}` };
    const res = await t.http().post('/api/v1/youtube/oauth/url').set(auth).send({ redirect_uri: redirect }).expect(200);
    google.addAccount(email, { subscribed: true });
    const state = new URL(res.body.auth_url).searchParams.get('state');
    await t
      .http()
      .post('/api/v1/youtube/oauth/callback')
      .set(auth)
      .send({ code: google.issueCode(email, redirect), state, redirect_uri: redirect })
      .expect(200);
  }

  it('the recheck read the old channel, the member linked another, the old one unsubscribed: the new link stands', async () => {
    const member = await buildUser(t);
    const suffix = `${member.id}-${Date.now()}`;
    await linkYoutube(member, `old-${suffix}@example.org`);
    const readByRecheck = (await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id)))[0]!;
    await linkYoutube(member, `new-${suffix}@example.org`);
    const linked = (await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id)))[0]!;
    expect(linked.externalId).not.toBe(readByRecheck.externalId);
    google.setSubscribed(`old-${suffix}@example.org`, false);

    const ctx = { db: t.db, outbox: createOutbox(t.db), logger: createLogger('test', 'silent'), config: t.config };
    await recheckAccount(ctx, readByRecheck, 'recheck');

    const after = (await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id)))[0]!;
    expect(after).toMatchObject({ externalId: linked.externalId, verified: true, accessTokenEnc: linked.accessTokenEnc });
    expect((await t.db.select({ v: users.youtubeVerified }).from(users).where(eq(users.id, member.id)))[0]!.v).toBe(true);
  });
});
