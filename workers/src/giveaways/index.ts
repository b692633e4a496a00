/** The giveaways jobs' face: the due draws and the winner's notice (the registry schedules and runs them). */
export { drawDueGiveaways } from './draw.ts';
export { notifyWinner } from './notify.ts';
