import { describe, expect, it } from 'vitest';
import { startFakeTwitch, startTestApi, useFake, useTestApi } from '@fanhub/testing';
import { oauthTokens } from '../../db/schema.ts';
import { loadStreamerToken } from '../../integrations/twitch/index.ts';
import { tokenKey } from '../../integrations/token-crypto.ts';

const twitch = useFake(() => startFakeTwitch());
const t = useTestApi(() => ({
  PUBLIC_URL: 'https://fan.example.org',
  TWITCH_CLIENT_ID: twitch.clientId,
  TWITCH_CLIENT_SECRET: twitch.clientSecret,
  TWITCH_AUTH_URL: twitch.authUrl,
  TWITCH_API_URL: twitch.apiUrl,
}));

const CONNECT = '/api/v1/admin/stream/twitch/connect';
const CALLBACK = '/api/v1/admin/stream/twitch/callback';

describe('the streamer connects Twitch', () => {
  it('is for admins only', async () => {
    await t.http().post(CONNECT).expect(401);
    const member = await t.signedInUser();
    const res = await t.http().post(CONNECT).auth(member.token, { type: 'bearer' }).expect(403);
    expect(res.body.code).toBe('forbidden');
    await t.http().get('/api/v1/admin/stream/twitch').auth(member.token, { type: 'bearer' }).expect(403);
  });

  it('answers the Twitch authorize address with a signed state and the settings page as redirect', async () => {
    const admin = await t.signedInUser({ admin: true });
    const res = await t.http().post(CONNECT).auth(admin.token, { type: 'bearer' }).expect(200);
    const url = new URL(res.body.auth_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${twitch.authUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: twitch.clientId,
      redirect_uri: 'https://fan.example.org/admin/settings',
      response_type: 'code',
      scope: 'user:read:email',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses a forged state, a state of another admin, and a code Twitch rejects', async () => {
    const admin = await t.signedInUser({ admin: true });
    const other = await t.signedInUser({ admin: true });
    const state = new URL((await t.http().post(CONNECT).auth(admin.token, { type: 'bearer' }).expect(200)).body.auth_url as string).searchParams.get('state')!;

    const forged = `${state.split('.')[0]}.AAAA`;
    const bad = await t.http().post(CALLBACK).auth(admin.token, { type: 'bearer' }).send({ code: twitch.streamer.code, state: forged }).expect(400);
    expect(bad.body).toMatchObject({ code: 'bad_state', detail: expect.stringMatching(/недействительна или устарела/) });
    await t.http().post(CALLBACK).auth(other.token, { type: 'bearer' }).send({ code: twitch.issueCode(), state }).expect(400);

    const refused = await t.http().post(CALLBACK).auth(admin.token, { type: 'bearer' }).send({ code: 'wrong-code', state }).expect(400);
    expect(refused.body).toMatchObject({ code: 'twitch_code_rejected', detail: expect.stringMatching(/^Twitch отклонил код авторизации/) });
  });

  it('refuses the account of another channel than STREAM_CHANNEL, and stores nothing', async () => {
    const other = await startTestApi({
      STREAM_CHANNEL: 'someone_else',
      PUBLIC_URL: 'https://fan.example.org',
      TWITCH_CLIENT_ID: twitch.clientId,
      TWITCH_CLIENT_SECRET: twitch.clientSecret,
      TWITCH_AUTH_URL: twitch.authUrl,
      TWITCH_API_URL: twitch.apiUrl,
    });
    try {
      const admin = await other.signedInUser({ admin: true });
      const bearer = { type: 'bearer' } as const;
      const state = new URL((await other.http().post(CONNECT).auth(admin.token, bearer).expect(200)).body.auth_url as string).searchParams.get('state')!;
      const res = await other.http().post(CALLBACK).auth(admin.token, bearer).send({ code: twitch.issueCode(), state }).expect(400);
      expect(res.body.detail).toBe(
        `Это аккаунт ${twitch.streamer.login}, а сайт следит за каналом someone_else. Войдите в Twitch как владелец канала и подключите его снова.`,
      );
      expect(await other.db.select().from(oauthTokens)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('exchanges the code, stores the tokens encrypted, shows the login and disconnects', async () => {
    const admin = await t.signedInUser({ admin: true });
    const bearer = { type: 'bearer' } as const;
    const state = new URL((await t.http().post(CONNECT).auth(admin.token, bearer).expect(200)).body.auth_url as string).searchParams.get('state')!;
    const res = await t.http().post(CALLBACK).auth(admin.token, bearer).send({ code: twitch.streamer.code, state }).expect(200);
    expect(res.body).toMatchObject({ connected: true, login: twitch.streamer.login, accountId: twitch.streamer.id, scopes: ['user:read:email'] });

    const [row] = await t.db.select().from(oauthTokens);
    expect(row).toMatchObject({ provider: 'twitch', owner: 'streamer', accountLogin: twitch.streamer.login });
    const plain = await loadStreamerToken(t.db, tokenKey(t.config)!);
    expect(plain?.accessToken).toMatch(/^user-token-/);
    expect(row!.accessTokenEnc).not.toContain(plain!.accessToken);
    expect(row!.refreshTokenEnc).not.toContain(plain!.refreshToken!);

    const status = await t.http().get('/api/v1/admin/stream/twitch').auth(admin.token, bearer).expect(200);
    expect(status.body).toMatchObject({ connected: true, login: twitch.streamer.login, scopes: ['user:read:email'], expiresAt: expect.any(String) });
    expect(JSON.stringify(status.body)).not.toContain('token');

    await t.http().delete('/api/v1/admin/stream/twitch').auth(admin.token, bearer).expect(204);
    expect((await t.http().get('/api/v1/admin/stream/twitch').auth(admin.token, bearer).expect(200)).body).toEqual({ connected: false });
  });
});

describe('without Twitch credentials', () => {
  it('answers 503 with what to set', async () => {
    const bare = await startTestApi();
    try {
      const admin = await bare.signedInUser({ admin: true });
      const res = await bare.http().post(CONNECT).auth(admin.token, { type: 'bearer' }).expect(503);
      expect(res.body.detail).toMatch(/TWITCH_CLIENT_ID и TWITCH_CLIENT_SECRET/);
    } finally {
      await bare.close();
    }
  });
});
