// Everything that talks to an upstream (package subpath @fanhub/api/integrations). One folder per
// provider; all calls go through http.ts (time-out, retry with backoff, one UpstreamError).
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
