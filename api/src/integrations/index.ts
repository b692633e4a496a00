// Everything that talks to an upstream (package subpath @fanhub/api/integrations). One folder per
// provider with its own face (index.ts); every HTTP call goes through http.ts (a time-out per
// attempt, retry.ts's backoff, failures counted for GET /metrics) except web-push's, which sends on
// its own agent and shares the retry, the errors and the count. Failures are the typed errors of
// upstream-error.ts and the providers' own (GrantRevoked, TwitchChannelMissing, TelegramChatBlocked,
// PushSubscriptionGone …), never the API's AppError: the areas map them to answers. Lint keeps this
// layer below the areas (it may import shared, db, runtime and config only).
export * from './upstream-error.ts';
export * from './retry.ts';
export * from './http.ts';
export * from './token-crypto.ts';
export * from './oauth-tokens.ts';
export * from './twitch/index.ts';
export * from './google/index.ts';
export * from './telegram/index.ts';
export * from './stream-info/index.ts';
export * from './beacon/index.ts';
export * from './webpush/index.ts';
