// A drand-compatible public randomness beacon: its chain info, its published rounds, and a round
// verified against the chain's key (what the giveaway draws and the tournament seeding bind to).
export * from './config.ts';
export * from './client.ts';
export * from './verified.ts';
