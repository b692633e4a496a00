import { GrantRevoked, toOAuthTokens, type OAuthTokens } from '../oauth-tokens.ts';
import { ProviderNotConfigured, UpstreamBadAnswer, UpstreamError } from '../upstream-error.ts';
import { twitchApp, type TwitchConfig } from './config.ts';
import { TwitchChannelMissing } from './errors.ts';
import { follows, getUser, paysSubscription, type TwitchUser } from './helix.ts';
import { requestTwitchToken, twitchAuthorizeUrl } from './oauth.ts';

/** Follows are read with the viewer's own token; the paid subscription too (404 = none). */
export const VIEWER_SCOPES = ['user:read:follows', 'user:read:subscriptions'];

/**
 * Twitch OAuth for a viewer, and the Helix calls that tell whether they follow / subscribe to
 * STREAM_CHANNEL. ProviderNotConfigured without the app's credentials; failures are UpstreamErrors,
 * GrantRevoked (a refused refresh token) or TwitchChannelMissing.
 */
export function twitchViewerClient(ctx: { config: Readonly<TwitchConfig> }) {
  const app = twitchApp(ctx.config);
  if (!app) throw new ProviderNotConfigured('twitch');
  const channel = ctx.config.STREAM_CHANNEL;
  return {
    authUrl: (state: string, redirectUri: string): string => twitchAuthorizeUrl(app, { redirectUri, scopes: VIEWER_SCOPES, state }),
    exchange: async (code: string, redirectUri: string): Promise<OAuthTokens> =>
      toOAuthTokens(await requestTwitchToken(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri })),
    async refresh(refreshToken: string): Promise<OAuthTokens> {
      try {
        return toOAuthTokens(await requestTwitchToken(app, { grant_type: 'refresh_token', refresh_token: refreshToken }));
      } catch (err) {
        if (err instanceof UpstreamError && (err.status === 400 || err.status === 401)) throw new GrantRevoked('twitch refused the refresh token');
        throw err;
      }
    },
    /** The token's own account. */
    async me(access: string): Promise<TwitchUser> {
      const user = await getUser(app, access);
      if (!user) throw new UpstreamBadAnswer('twitch /users without the token user', { status: 200 });
      return user;
    },
    /** Follows and the paid subscription of `viewerId` to STREAM_CHANNEL. */
    async relation(access: string, viewerId: string): Promise<{ follows: boolean; paidSubscriber: boolean }> {
      const streamer = await getUser(app, access, channel);
      if (!streamer) throw new TwitchChannelMissing(channel);
      const follower = await follows(app, access, viewerId, streamer.id);
      return { follows: follower, paidSubscriber: await paysSubscription(app, access, viewerId, streamer.id) };
    },
  };
}
