import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_TEXT } from '@fanhub/shared';
import { collect, eventually, startFakeGoogle, startFakeTwitch, useFake, useTestApi } from '@fanhub/testing';
import { linkedAccounts, users } from '../../db/schema.ts';

const STREAMER_CHANNEL = 'UCdedushkaChannel000000A';
const google = useFake(() => startFakeGoogle({ streamerChannelId: STREAMER_CHANNEL }));
const twitch = useFake(() => startFakeTwitch());
const t = useTestApi(() => ({
  ...google.env,
  TWITCH_CLIENT_ID: twitch.clientId,
  TWITCH_CLIENT_SECRET: twitch.clientSecret,
  TWITCH_AUTH_URL: twitch.authUrl,
  TWITCH_API_URL: twitch.apiUrl,
}));
let redirect: string;
let twitchRedirect: string;
beforeAll(() => {
  redirect = `${t.config.PUBLIC_URL}/oauth/youtube/callback`;
  twitchRedirect = `${t.config.PUBLIC_URL}/profile/twitch`;
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** POST /<provider>/oauth/callback as the member with `token`: what the provider's redirect brings back. */
const oauthCallback = (provider: 'youtube' | 'twitch', token: string, body: Record<string, unknown>) =>
  t.http().post(`/api/v1/${provider}/oauth/callback`).set(auth(token)).send(body);
async function startOAuth(token: string, path: string, redirectUri: string): Promise<string> {
  const res = await t.http().post(path).set(auth(token)).send({ redirect_uri: redirectUri }).expect(200);
  return new URL(res.body.auth_url).searchParams.get('state')!;
}
async function me(token: string) {
  return (await t.http().get('/api/v1/auth/me').set(auth(token)).expect(200)).body;
}

describe('YouTube verification (Google OAuth)', () => {
  it('a subscribed member: auth_url with a bound state, callback confirms, points once, events to the member and admins', async () => {
    const member = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    const mine = collect(await t.socket(member.token), 'verification.completed');
    const admins = collect(await t.socket(admin.token), 'verification.completed');
    const res = await t.http().post('/api/v1/youtube/oauth/url').set(auth(member.token)).send({ redirect_uri: redirect }).expect(200);
    const url = new URL(res.body.auth_url);
    expect(url.origin + url.pathname).toBe(google.env.GOOGLE_AUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: redirect,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    google.addAccount('sub@example.org', { subscribed: true });
    const code = google.issueCode('sub@example.org', redirect);
    const cb = await oauthCallback('youtube', member.token, { code, state: url.searchParams.get('state'), redirect_uri: redirect });
    expect(cb.status).toBe(200);
    expect(cb.body).toMatchObject({ success: true, is_subscribed: true, detail: VERIFY_TEXT.youtube.success });
    const view = await me(member.token);
    expect(view).toMatchObject({ youtube_verified: true, youtube_channel_id: cb.body.channel_id, level_points: 100 });
    await eventually(() => mine.length === 1 && admins.some((e) => e.payload.userId === member.id), 2000);
    expect(mine[0]!.payload).toMatchObject({ provider: 'youtube', userId: member.id });
    // Tokens are stored encrypted, not as Google gave them.
    const [row] = await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id));
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    expect(row!.accessTokenEnc).not.toContain('ya29');
    // Checking again pays nothing more.
    await t.http().post('/api/v1/youtube/check-subscription').set(auth(member.token)).send({ channel_id: STREAMER_CHANNEL }).expect(200);
    expect((await me(member.token)).level_points).toBe(100);
  });

  it('not subscribed: success false with the spec text and verification.failed', async () => {
    const member = await t.signedInUser();
    const failed = collect(await t.socket(member.token), 'verification.failed');
    google.addAccount('nosub@example.org', { subscribed: false });
    const state = await startOAuth(member.token, '/api/v1/youtube/oauth/url', redirect);
    const cb = await oauthCallback('youtube', member.token, { code: google.issueCode('nosub@example.org', redirect), state, redirect_uri: redirect });
    expect(cb.body).toMatchObject({ success: false, is_subscribed: false, detail: VERIFY_TEXT.youtube.notSubscribed });
    expect((await me(member.token)).youtube_verified).toBe(false);
    await eventually(() => failed.length === 1);
    const status = await t.http().get('/api/v1/youtube/subscription-status').set(auth(member.token)).expect(200);
    expect(status.body).toMatchObject({ has_tokens: true, is_subscribed: false, token_expired: false, was_subscribed: false });
  });

  it('refuses a replayed state, a state of another member, another redirect, a used code, a missing channel, missing permissions', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    google.addAccount('err@example.org', { subscribed: true });
    const call = (token: string, body: Record<string, unknown>) => oauthCallback('youtube', token, body);

    const state = await startOAuth(a.token, '/api/v1/youtube/oauth/url', redirect);
    const code = google.issueCode('err@example.org', redirect);
    const foreign = await call(b.token, { code, state, redirect_uri: redirect });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe(VERIFY_TEXT.invalidState);
    // The state is single use: once tried (even by another member) it is gone.
    expect((await call(a.token, { code, state, redirect_uri: redirect })).status).toBe(400);

    const s2 = await startOAuth(a.token, '/api/v1/youtube/oauth/url', redirect);
    expect((await call(a.token, { code, state: s2, redirect_uri: `${t.config.PUBLIC_URL}/oauth/youtube/callback?x=1` })).body.detail).toBe(
      VERIFY_TEXT.invalidState,
    );

    const s3 = await startOAuth(a.token, '/api/v1/youtube/oauth/url', redirect);
    const used = await call(a.token, { code: 'never-issued', state: s3, redirect_uri: redirect });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'invalid_grant', detail: VERIFY_TEXT.youtube.invalidGrant });

    google.addAccount('nochannel@example.org', { channel: null });
    const s4 = await startOAuth(a.token, '/api/v1/youtube/oauth/url', redirect);
    const noChannel = await call(a.token, { code: google.issueCode('nochannel@example.org', redirect), state: s4, redirect_uri: redirect });
    expect(noChannel.status).toBe(404);
    expect(noChannel.body.detail).toBe(VERIFY_TEXT.youtube.channelNotFound);

    google.addAccount('noscope@example.org', { scopeGranted: false });
    const s5 = await startOAuth(a.token, '/api/v1/youtube/oauth/url', redirect);
    const noScope = await call(a.token, { code: google.issueCode('noscope@example.org', redirect), state: s5, redirect_uri: redirect });
    expect(noScope.status).toBe(403);
    expect(noScope.body.detail).toBe(VERIFY_TEXT.youtube.insufficient);

    const missing = await call(a.token, { state: s5, redirect_uri: redirect });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe(VERIFY_TEXT.youtube.noCode);
    // A redirect to another site is refused before Google is involved.
    const evil = await t.http().post('/api/v1/youtube/oauth/url').set(auth(a.token)).send({ redirect_uri: 'https://evil.example/oauth/youtube/callback' });
    expect(evil.status).toBe(400);
    expect(evil.body.detail).toBe(VERIFY_TEXT.badRedirect);
    expect((await t.http().post('/api/v1/youtube/oauth/url').send({ redirect_uri: redirect })).status).toBe(401);
    expect((await me(a.token)).youtube_verified).toBe(false);
  });

  it('one channel belongs to one member: the second gets 409 and nothing changes for them', async () => {
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    google.addAccount('shared@example.org', { subscribed: true });
    for (const [member, expected] of [
      [first, 200],
      [second, 409],
    ] as const) {
      const state = await startOAuth(member.token, '/api/v1/youtube/oauth/url', redirect);
      const res = await oauthCallback('youtube', member.token, { code: google.issueCode('shared@example.org', redirect), state, redirect_uri: redirect });
      expect(res.status).toBe(expected);
      if (expected === 409) expect(res.body.detail).toBe(VERIFY_TEXT.youtube.otherMember);
    }
    expect((await me(second.token)).youtube_verified).toBe(false);
    expect((await me(first.token)).youtube_verified).toBe(true);
  });

  it('check-subscription: 401 without a grant (the page starts OAuth); an unsubscribe revokes with the toast text; a withdrawn grant clears the tokens', async () => {
    const member = await t.signedInUser();
    const check = () =>
      t.http().post('/api/v1/youtube/check-subscription').set(auth(member.token)).send({ channel_id: STREAMER_CHANNEL, channel_title: 'Дедушка' });
    const none = await check();
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'youtube_auth_required', detail: VERIFY_TEXT.youtube.authRequired });

    google.addAccount('later@example.org', { subscribed: true });
    const state = await startOAuth(member.token, '/api/v1/youtube/oauth/url', redirect);
    await oauthCallback('youtube', member.token, { code: google.issueCode('later@example.org', redirect), state, redirect_uri: redirect }).expect(200);
    const revoked = collect(await t.socket(member.token), 'verification.revoked');

    google.setSubscribed('later@example.org', false);
    google.expireAccessTokens(); // the stored access token fails: refreshed with the refresh token
    const lost = await check();
    expect(lost.body).toMatchObject({ success: false, is_subscribed: false });
    await eventually(() => revoked.length === 1);
    expect(revoked[0]!.payload).toMatchObject({ provider: 'youtube', reason: 'unsubscribed', message: 'Вы отписались от канала! Дед вас накажет!' });
    expect(await me(member.token)).toMatchObject({ youtube_verified: false, level_points: 0 });
    const status = await t.http().get('/api/v1/youtube/subscription-status').set(auth(member.token)).expect(200);
    expect(status.body).toMatchObject({ has_tokens: true, is_subscribed: false, was_subscribed: true });

    google.setSubscribed('later@example.org', true);
    expect((await check()).body).toMatchObject({ success: true });
    expect((await me(member.token)).level_points).toBe(100); // reinstated, not paid twice

    google.revokeGrant('later@example.org');
    const gone = await check();
    expect(gone.status).toBe(401);
    const after = await t.http().get('/api/v1/youtube/subscription-status').set(auth(member.token)).expect(200);
    expect(after.body).toMatchObject({ has_tokens: false, is_subscribed: false });
    expect((await me(member.token)).youtube_verified).toBe(false);
  });

  it('config-check names the channel; wrong types are 422', async () => {
    const member = await t.signedInUser();
    const res = await t.http().get('/api/v1/youtube/config-check').set(auth(member.token)).expect(200);
    expect(res.body).toEqual({ channel_id: STREAMER_CHANNEL, channel_title: 'Дедушка' });
    expect((await t.http().post('/api/v1/youtube/oauth/url').set(auth(member.token)).send({ redirect_uri: 42 })).status).toBe(422);
    expect((await t.http().post('/api/v1/youtube/verify').set(auth(member.token)).send({ channel_id: 'UCother' })).status).toBe(400);
  });
});

describe('Twitch verification', () => {
  it('a follower who also pays: success with the paid badge; force-verify refreshes an expired token', async () => {
    const member = await t.signedInUser();
    twitch.addViewer('viewer_one', { follows: true, subscribed: true });
    const state = await startOAuth(member.token, '/api/v1/twitch/oauth/url', twitchRedirect);
    const res = await oauthCallback('twitch', member.token, { code: twitch.issueCode('viewer_one'), state, redirect_uri: twitchRedirect });
    expect(res.body).toMatchObject({ success: true, is_subscribed: true, is_paid_subscriber: true, twitch_username: 'viewer_one' });
    expect(await me(member.token)).toMatchObject({ twitch_verified: true, twitch_username: 'viewer_one', level_points: 100 });
    const linked = await t.http().get('/api/v1/verification/accounts').set(auth(member.token)).expect(200);
    expect(linked.body).toMatchObject({
      twitch: { account: 'viewer_one', verified: true, paid_subscriber: true, has_tokens: true },
      youtube: null,
      telegram: null,
    });
    twitch.expireUserTokens();
    const again = await t.http().post('/api/v1/twitch/force-verify').set(auth(member.token)).send({});
    expect(again.body).toEqual({ success: true, message: VERIFY_TEXT.twitch.forceSuccess });
  });

  it('not following: the spec message; the same Twitch account on a second member: 409; no grant: 401', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    twitch.addViewer('lurker', { follows: false });
    const s1 = await startOAuth(a.token, '/api/v1/twitch/oauth/url', twitchRedirect);
    const res = await oauthCallback('twitch', a.token, { code: twitch.issueCode('lurker'), state: s1, redirect_uri: twitchRedirect });
    expect(res.body).toMatchObject({ success: false, is_subscribed: false, detail: VERIFY_TEXT.twitch.notFollowing });
    const s2 = await startOAuth(b.token, '/api/v1/twitch/oauth/url', twitchRedirect);
    const dup = await oauthCallback('twitch', b.token, { code: twitch.issueCode('lurker'), state: s2, redirect_uri: twitchRedirect });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe(VERIFY_TEXT.twitch.otherMember);
    const s3 = await startOAuth(b.token, '/api/v1/twitch/oauth/url', twitchRedirect);
    const reused = await oauthCallback('twitch', b.token, { code: 'used-code', state: s3, redirect_uri: twitchRedirect });
    expect(reused.status).toBe(400);
    const force = await t.http().post('/api/v1/twitch/force-verify').set(auth(b.token)).send({});
    expect(force.status).toBe(401);
    expect(force.body.detail).toBe(VERIFY_TEXT.twitch.authRequired);
    // Twitch's state is bound to the flow too: a YouTube state is not a Twitch state.
    const ys = await startOAuth(b.token, '/api/v1/youtube/oauth/url', redirect);
    const cross = await oauthCallback('twitch', b.token, { code: twitch.issueCode('lurker'), state: ys, redirect_uri: twitchRedirect });
    expect(cross.body.detail).toBe(VERIFY_TEXT.invalidState);
  });

  it('a follower who unfollows is revoked by force-verify; a viewer who withdrew access loses the tokens', async () => {
    const member = await t.signedInUser();
    const viewer = twitch.addViewer('fickle', { follows: true });
    const state = await startOAuth(member.token, '/api/v1/twitch/oauth/url', twitchRedirect);
    await oauthCallback('twitch', member.token, { code: twitch.issueCode('fickle'), state, redirect_uri: twitchRedirect }).expect(200);
    viewer.follows = false;
    const res = await t.http().post('/api/v1/twitch/force-verify').set(auth(member.token)).send({});
    expect(res.body).toEqual({ success: false, message: VERIFY_TEXT.twitch.notFollowing });
    expect((await me(member.token)).twitch_verified).toBe(false);
    twitch.revokeViewer('fickle');
    expect((await t.http().post('/api/v1/twitch/force-verify').set(auth(member.token)).send({})).status).toBe(401);
    const [row] = await t.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id));
    expect(row!.accessTokenEnc).toBeNull();
    const [u] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(u!.twitchUsername).toBe('fickle');
  });
});
