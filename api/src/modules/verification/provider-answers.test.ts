import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_TEXT } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';
import { GrantRevoked, TwitchChannelMissing, UpstreamBadAnswer, UpstreamRejected, UpstreamTimeout, UpstreamUnavailable } from '../../integrations/index.ts';
import { twitchAnswer, youtubeAnswer } from './provider-answers.ts';

/** An address nobody listens on: every call to it is an UpstreamUnavailable. */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

const answer = (e: { status: number; code: string; detail: string }) => ({ status: e.status, code: e.code, detail: e.detail });

describe('what a member reads when a provider fails (the integrations say what the upstream did)', () => {
  it.each([
    ['no answer', new UpstreamUnavailable('google: unreachable'), 502, 'youtube_unreachable', VERIFY_TEXT.youtube.fallback],
    ['a time-out', new UpstreamTimeout('google: time-out'), 502, 'youtube_unreachable', VERIFY_TEXT.youtube.fallback],
    ['a used code', new UpstreamRejected('google token', 400, { code: 'invalid_grant' }), 400, 'invalid_grant', VERIFY_TEXT.youtube.invalidGrant],
    ['a bad token', new UpstreamRejected('youtube', 401), 401, 'youtube_auth_error', VERIFY_TEXT.youtube.authError],
    [
      'a missing scope',
      new UpstreamRejected('youtube', 403, { code: 'insufficientPermissions' }),
      403,
      'insufficient_permissions',
      VERIFY_TEXT.youtube.insufficient,
    ],
    [
      'a spent quota',
      new UpstreamRejected('youtube', 403, { code: 'quotaExceeded' }),
      503,
      'youtube_quota',
      'Квота YouTube API на сегодня исчерпана. Попробуйте завтра.',
    ],
    ['another failure', new UpstreamRejected('youtube', 500), 502, 'youtube_api_error', VERIFY_TEXT.youtube.apiError],
    ['an unreadable answer', new UpstreamBadAnswer('youtube', { status: 200 }), 502, 'youtube_api_error', VERIFY_TEXT.youtube.apiError],
    ['a bug', new Error('bug'), 502, 'youtube_api_error', VERIFY_TEXT.youtube.fallback],
  ])('YouTube, %s', (_, err, status, code, detail) => {
    expect(answer(youtubeAnswer(err))).toEqual({ status, code, detail });
  });

  it.each([
    ['no answer', new UpstreamUnavailable('twitch: unreachable'), 502, 'twitch_unreachable', 'Twitch не отвечает. Попробуйте ещё раз через минуту.'],
    ['a refused code', new UpstreamRejected('twitch token', 400), 400, 'invalid_grant', VERIFY_TEXT.twitch.codeRejected],
    ['a bad token', new UpstreamRejected('twitch /users', 401), 401, 'twitch_auth_required', VERIFY_TEXT.twitch.authRequired],
    [
      'a spent rate limit',
      new UpstreamRejected('twitch /users', 429),
      503,
      'twitch_rate_limited',
      'Twitch просит подождать: слишком много запросов. Попробуйте через минуту.',
    ],
    ['no such channel', new TwitchChannelMissing('dedushka'), 502, 'twitch_channel_missing', 'Канал dedushka не найден на Twitch'],
    ['another failure', new UpstreamRejected('twitch /users', 500), 502, 'twitch_error', VERIFY_TEXT.twitch.error],
    ['a withdrawn grant (not the answers’ to map)', new GrantRevoked('refused'), 502, 'twitch_error', VERIFY_TEXT.twitch.error],
  ])('Twitch, %s', (_, err, status, code, detail) => {
    expect(answer(twitchAnswer(err))).toEqual({ status, code, detail });
  });
});

describe('a provider that is not configured', () => {
  const t = useTestApi({ GOOGLE_CLIENT_ID: undefined, TWITCH_CLIENT_ID: undefined, TELEGRAM_BOT_TOKEN: undefined });

  it('answers 503 with what to set, for each provider', async () => {
    const { token } = await t.signedInUser();
    const auth = { Authorization: `Bearer ${token}` };
    const youtube = await t.http().get('/api/v1/youtube/config-check').set(auth).expect(503);
    expect(youtube.body).toMatchObject({ code: 'youtube_not_configured', detail: VERIFY_TEXT.youtube.notConfigured });
    const redirect = `${t.config.PUBLIC_URL}/profile/twitch`;
    const twitch = await t.http().post('/api/v1/twitch/oauth/url').set(auth).send({ redirect_uri: redirect }).expect(503);
    expect(twitch.body).toMatchObject({ code: 'twitch_not_configured', detail: VERIFY_TEXT.twitch.notConfigured });
    const me = (await t.http().get('/api/v1/auth/me').set(auth).expect(200)).body as { id: number };
    const telegram = await t.http().post('/api/v1/telegram/verify/request').set(auth).send({ user_id: me.id }).expect(503);
    expect(telegram.body).toMatchObject({ code: 'telegram_not_configured', detail: VERIFY_TEXT.telegram.notConfigured });
  });
});

describe('Google that does not answer', () => {
  let dead = '';
  // Runs before useTestApi's own beforeAll (hooks run in the order they are declared).
  beforeAll(async () => {
    dead = await deadAddress();
  });
  const t = useTestApi(() => ({
    GOOGLE_CLIENT_ID: 'client',
    GOOGLE_CLIENT_SECRET: 'secret',
    YOUTUBE_CHANNEL_ID: 'UCdedushkaChannel000000A',
    GOOGLE_TOKEN_URL: `${dead}/token`,
    YOUTUBE_API_URL: `${dead}/youtube/v3`,
  }));

  it("a callback whose code cannot be exchanged: 502 youtube_unreachable, the member's account untouched", async () => {
    const { token } = await t.signedInUser();
    const auth = { Authorization: `Bearer ${token}` };
    const redirect = `${t.config.PUBLIC_URL}/oauth/youtube/callback`;
    const started = await t.http().post('/api/v1/youtube/oauth/url').set(auth).send({ redirect_uri: redirect }).expect(200);
    const state = new URL(started.body.auth_url as string).searchParams.get('state')!;
    const res = await t.http().post('/api/v1/youtube/oauth/callback').set(auth).send({ code: 'a-code', state, redirect_uri: redirect }).expect(502);
    expect(res.body).toMatchObject({ code: 'youtube_unreachable', detail: VERIFY_TEXT.youtube.fallback });
    const accounts = (await t.http().get('/api/v1/verification/accounts').set(auth).expect(200)).body as { youtube: unknown };
    expect(accounts.youtube).toBeNull();
  });
});
