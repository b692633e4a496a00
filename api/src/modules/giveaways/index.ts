// The giveaways area's face: its endpoints, what the workers run (package subpath @fanhub/api/giveaways),
// and the entries' recheck the verification area calls when a member's accounts change.
export { giveawayEndpoints } from './endpoints.ts';
export { recheckEntries } from './entries.ts';
export { drawGiveaway, dueGiveaways, giveawaysWithExpiredClaims, isNotDueYet, type DrawDeps, type Drawn } from './draw.ts';
export { replaceExpired } from './redraw.ts';
export { announceWinners, winnerNotifyJobId } from './notify-queue.ts';
export { queueStartedGiveaways } from './notify-started.ts';
// What other areas reuse: the eligibility rules and the facts they read (tournaments check each roster player by them).
export { missingFor, type MemberFacts } from './policies.ts';
export { factsOf } from './facts.ts';
// The beacon's calls with their failures as answers: the tournaments' seeding draws on the same beacon.
export { beaconChainInfo, beaconRandomness, type BeaconCalls } from './beacon-round.ts';
