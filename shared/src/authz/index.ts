/**
 * Authorization, one model for the API, the gateway and the web client: the role predicates, the
 * actions by area (each with its gate and, when a record decides, its rule) and `can`.
 * The answers a refusal gives are the API's (refusals.ts, exported from the package's main index).
 */
export { isAdmin, isBlocked, isStaff, roleNamed, actorOfMe, type Actor } from './roles.ts';
export type { Gate, Rule, OfUser, OwnRow } from './rule.ts';
export { ACTIONS, can, gateOf, passesGate, type Action, type GateOf, type PlainAction, type SubjectArgs, type SubjectOf } from './can.ts';
export type { Captained, Membered } from './actions/teams.ts';
export type { ForUser } from './actions/verification.ts';
export type { TargetAccount } from './actions/admin.ts';
export type { RoomSubject } from './actions/realtime.ts';
export type { MatchCaptains, Rostered } from './actions/tournaments.ts';
