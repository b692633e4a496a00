import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { startFakeGoogle, useFake, useTestApi } from '@fanhub/testing';
import { linkedAccounts, userActions } from '../../db/schema.ts';
import { createOutbox } from '../../events/outbox.ts';
import { createLogger } from '../../runtime/logger.ts';
import { recheckAccount } from './recheck.ts';

const STREAMER_CHANNEL = 'UCdedushkaChannel000000B';
const google = useFake(() => startFakeGoogle({ streamerChannelId: STREAMER_CHANNEL }));
const t = useTestApi(() => google.env);

/** A member whose YouTube subscription is confirmed through the OAuth flow, as a member does it. */
async function verifiedMember(email: string) {
  const member = await t.signedInUser();
  const redirect = `${t.config.PUBLIC_URL}/oauth/youtube/callback`;
  const res = await t
    .http()
    .post('/api/v1/youtube/oauth/url')
    .set({ Authorization: `Bearer ${member.token}` })
    .send({ redirect_uri: redirect })
    .expect(200);
  google.addAccount(email, { subscribed: true });
  await t
    .http()
    .post('/api/v1/youtube/oauth/callback')
    .set({ Authorization: `Bearer ${member.token}` })
    .send({ code: google.issueCode(email, redirect), state: new URL(res.body.auth_url).searchParams.get('state'), redirect_uri: redirect })
    .expect(200);
  return member;
}

/** The recheck job's context, on the real outbox, collecting what it commits. */
function recheckCtx() {
  const committed: AppEvent[] = [];
  const ctx = { db: t.db, outbox: createOutbox(t.db, (events) => committed.push(...events)), logger: createLogger('test', 'silent'), config: t.config };
  return { ctx, committed };
}
const account = async (userId: number) => (await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId)))[0]!;
const logOf = async (userId: number) => t.db.select().from(userActions).where(eq(userActions.userId, userId));

describe('subscription recheck: only a real change is an action', () => {
  it('a recheck that finds everything as it was writes no activity-log row and emits no event', async () => {
    const member = await verifiedMember('same@example.org');
    const before = await logOf(member.id);
    const { ctx, committed } = recheckCtx();
    for (let i = 0; i < 3; i++) expect(await recheckAccount(ctx, await account(member.id), 'recheck')).toBe('still_verified');
    expect(committed).toEqual([]);
    expect(await logOf(member.id)).toHaveLength(before.length);
  });

  it('a recheck that revokes is told and logged once; the next one, with nothing new, is quiet again', async () => {
    const member = await verifiedMember('leaves@example.org');
    const before = (await logOf(member.id)).length;
    google.setSubscribed('leaves@example.org', false);
    const { ctx, committed } = recheckCtx();
    expect(await recheckAccount(ctx, await account(member.id), 'recheck')).toBe('revoked');
    const types = committed.map((e) => e.type);
    expect(types).toContain('verification.revoked');
    expect(types).toContain('user.updated');
    const updated = committed.find((e): e is AppEvent<'user.updated'> => e.type === 'user.updated')!;
    expect(updated.payload.user.youtube_verified).toBe(false);
    const log = await logOf(member.id);
    expect(log.length).toBeGreaterThan(before);
    expect(log.map((r) => r.actionDetails)).toContain('Снято подтверждение YouTube: Вы отписались от канала! Дед вас накажет!');

    committed.length = 0;
    expect(await recheckAccount(ctx, await account(member.id), 'recheck')).toBe('not_verified');
    expect(committed).toEqual([]);
    expect(await logOf(member.id)).toHaveLength(log.length);
  });
});
