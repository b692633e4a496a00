// A drand-compatible public randomness beacon: its chain info and its published rounds.
export * from './config.ts';
export * from './client.ts';
