// The auth area's face: its endpoints, the first admin (server start, bin/create-admin), what the
// admin panel and the profile share with registration (password hashing, the look-alike name check,
// the row insert, ending sessions, the current session's id) and the start-up fill of name skeletons.
export { authEndpoints } from './endpoints.ts';
export { currentSessionId } from './current-session.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { assertNotLookAlike, ensureAdmin, insertUser } from './service.ts';
export { endSessions } from './session-list.ts';
export { fillUsernameSkeletons, usernameSkeleton } from './username-skeleton.ts';
