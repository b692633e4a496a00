import type { Emit } from '../events/outbox.ts';
import type { UserRow } from '../db/schema.ts';
import { presentMe } from './me-view.ts';

/** `user.updated` with the whole new view: the user's open pages and the admins re-render from it. */
export function emitUserUpdated(emit: Emit, user: UserRow, fields: string[], actorId: number | null = user.id): void {
  emit('user.updated', { userId: user.id, username: user.username, fields, user: presentMe(user) }, actorId);
}
