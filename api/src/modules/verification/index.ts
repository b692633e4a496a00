// The verification area's face: its endpoints, and what the giveaways and the workers use (package subpath @fanhub/api/verification).
export { verificationEndpoints } from './endpoints.ts';
export * from './accounts.ts';
export * from './recheck.ts';
export * from './verify-context.ts';
export * from './link-tokens.ts';
export { hashLinkToken } from './flows.ts';
