// What the workers use of the stream area (package subpath @fanhub/api/stream).
export * from './decide.ts';
export * from './apply.ts';
export { createTwitchClient, onlineWithHelix } from './helix-observer.ts';
