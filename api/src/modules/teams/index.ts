// The teams area's face: its endpoints, what the admin panel's team list uses (views, the row lock,
// disbanding) and the member's teams the composition root hands the gateway.
export { teamEndpoints } from './endpoints.ts';
export { lockTeam, teamNotFound } from './membership.ts';
export { teamIdsOfUser, viewOf, viewsOf } from './queries.ts';
export { dissolve } from './service.ts';
