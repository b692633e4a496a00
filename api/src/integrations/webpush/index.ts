// Web Push (RFC 8030/8291/8292) through the `web-push` library: VAPID keys, the public-address rule, sending.
export * from './public-address.ts';
export * from './vapid.ts';
export * from './send.ts';
