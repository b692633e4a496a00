import type { UserRow } from '../db/schema.ts';

/**
 * Who a request or a socket acts as once its token is checked: the member's row (its id, role and
 * flags are what shared/authz `can` reads) and the session it signed in with. http/ puts it on
 * `req.auth`; the gateway keeps what it needs of it on the socket.
 */
export interface CurrentActor {
  user: UserRow;
  sessionId: string;
}
