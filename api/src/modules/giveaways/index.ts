// What the workers use of the giveaways area (package subpath @fanhub/api/giveaways).
export { drawGiveaway, dueGiveaways, giveawaysWithExpiredClaims, isNotDueYet, type DrawDeps, type Drawn } from './draw.ts';
export { replaceExpired } from './redraw.ts';
export { announceWinners, winnerNotifyJobId } from './notify-queue.ts';
export { queueStartedGiveaways } from './notify-started.ts';
