// The levels area's face: points awarded and withdrawn inside the caller's transaction (auth,
// profile, teams, verification) and the actions a member holds (package subpath @fanhub/api/levels).
export { awardPoints, heldActions, withdrawPoints } from './service.ts';
