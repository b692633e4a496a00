/**
 * The tournament bracket engine (issue 31): pure, synchronous, no database. Imported as
 * `@fanhub/shared/tournaments`, never from the shared index, so the web loads it only on the
 * tournament routes.
 */
export * from './types.ts';
export * from './errors.ts';
export * from './series.ts';
export * from './draw.ts';
export { TEAM_LIMITS, bracketSlotOrder } from './structure.ts';
export { resolveState, isFinished, consumersOf, parseSource } from './resolve.ts';
export * from './operations.ts';
export * from './standings.ts';
export * from './views.ts';
