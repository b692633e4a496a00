import { upstreamJson } from '../http.ts';
import { TokenAnswer } from '../oauth-tokens.ts';
import type { TwitchApp } from './config.ts';

export type TwitchGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'client_credentials' };

/** The consent page (`/authorize`) a member or the streamer is sent to. */
export function twitchAuthorizeUrl(app: TwitchApp, p: { redirectUri: string; scopes: readonly string[]; state: string }): string {
  const q = new URLSearchParams({ client_id: app.clientId, redirect_uri: p.redirectUri, response_type: 'code', scope: p.scopes.join(' '), state: p.state });
  return `${app.authUrl}/authorize?${q.toString()}`;
}

/** The one call to Twitch's token endpoint: a code exchange, a refresh or an app token. */
export function requestTwitchToken(app: TwitchApp, grant: TwitchGrant): Promise<TokenAnswer> {
  return upstreamJson(
    `${app.authUrl}/token`,
    {
      what: `twitch token (${grant.grant_type})`,
      timeoutMs: app.timeoutMs,
      body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
    },
    TokenAnswer,
  );
}
