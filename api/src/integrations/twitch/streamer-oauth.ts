import { grantedScopes, toOAuthTokens, type OAuthTokens } from '../oauth-tokens.ts';
import type { TwitchApp } from './config.ts';
import { getUser, type TwitchUser } from './helix.ts';
import { requestTwitchToken, twitchAuthorizeUrl } from './oauth.ts';

/** stream.online/offline need no scope; the WebSocket transport needs a user token, and this is the least one. */
export const STREAMER_SCOPES = ['user:read:email'];

/**
 * The streamer's consent: the admin connects the channel's own account, whose user token the
 * EventSub WebSocket transport needs. Each step fails with an UpstreamError of its own.
 */
export function twitchStreamerOAuth(app: TwitchApp) {
  return {
    authUrl: (state: string, redirectUri: string): string => twitchAuthorizeUrl(app, { redirectUri, scopes: STREAMER_SCOPES, state }),
    /** The code becomes tokens, with the scopes Twitch granted. */
    async exchange(code: string, redirectUri: string): Promise<OAuthTokens & { scopes: string[] }> {
      const answer = await requestTwitchToken(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      return { ...toOAuthTokens(answer), scopes: grantedScopes(answer) ?? [] };
    },
    /** The token's own account; null when Twitch names none. */
    account: (access: string): Promise<TwitchUser | null> => getUser(app, access),
  };
}
