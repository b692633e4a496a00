export * from './accounts.ts';
export * from './recheck.ts';
export * from './verify-context.ts';
export * from './link-tokens.ts';
export { hashLinkToken } from './flows.ts';
