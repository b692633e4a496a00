// What the workers use of the giveaways area (package subpath @fanhub/api/giveaways).
export { drawGiveaway, dueGiveaways, giveawaysWithExpiredClaims, isNotDueYet, type DrawDeps, type Drawn } from './draw.ts';
export { replaceExpired } from './redraw.ts';
export { announceWinners, winnerNotifyJobId } from './notify-queue.ts';
export { queueStartedGiveaways } from './notify-started.ts';
// What other areas reuse: the eligibility rules and the facts they read (tournaments check each roster player by them).
export { missingFor, type MemberFacts } from './policies.ts';
export { factsOf } from './facts.ts';
