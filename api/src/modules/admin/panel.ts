import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import { ADMIN_MSG, DEFAULT_WIDGETS, Widget, type WidgetCreateBody } from '@fanhub/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { adminDashboards, adminNotes, teams, userActions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { presentAction } from './activity.ts';

// ── Layout and widgets (per admin; the spec's default five when none is saved) ──
export async function getLayout(db: Db, userId: number): Promise<{ widgets: Widget[]; updated_at: string | null }> {
  const [row] = await db.select().from(adminDashboards).where(eq(adminDashboards.userId, userId));
  const saved = Widget.array().safeParse(row?.widgets);
  return { widgets: saved.success && row?.widgets ? saved.data : DEFAULT_WIDGETS, updated_at: row?.widgets ? row.updatedAt.toISOString() : null };
}

export async function saveLayout(db: Db, userId: number, widgets: Widget[]) {
  const ordered = [...widgets].sort((a, b) => a.position - b.position).map((w, i) => ({ ...w, position: i }));
  await db
    .insert(adminDashboards)
    .values({ userId, widgets: ordered, updatedAt: new Date() })
    .onConflictDoUpdate({ target: adminDashboards.userId, set: { widgets: ordered, updatedAt: new Date() } });
  return getLayout(db, userId);
}

export async function addWidget(db: Db, userId: number, body: z.infer<typeof WidgetCreateBody>) {
  const { widgets } = await getLayout(db, userId);
  if (widgets.length >= 20) throw new AppError(400, 'too_many_widgets', ADMIN_MSG.tooManyWidgets(20));
  const widget: Widget = { ...body, id: randomUUID().slice(0, 8), position: widgets.length };
  await saveLayout(db, userId, [...widgets, widget]);
  return widget;
}

export async function removeWidget(db: Db, userId: number, id: string) {
  const { widgets } = await getLayout(db, userId);
  if (!widgets.some((w) => w.id === id)) throw new AppError(404, 'widget_not_found', ADMIN_MSG.widgetNotFound);
  return saveLayout(
    db,
    userId,
    widgets.filter((w) => w.id !== id),
  );
}

// ── Notes (each admin's own) ──
const presentNote = (n: typeof adminNotes.$inferSelect) => ({
  id: n.id,
  text: n.text,
  created_at: n.createdAt.toISOString(),
  updated_at: n.updatedAt.toISOString(),
});

export async function listNotes(db: Db, userId: number) {
  return (await db.select().from(adminNotes).where(eq(adminNotes.userId, userId)).orderBy(desc(adminNotes.updatedAt))).map(presentNote);
}
export async function createNote(db: Db, userId: number, text: string) {
  const [n] = await db.insert(adminNotes).values({ userId, text }).returning();
  return presentNote(n!);
}
export async function updateNote(db: Db, userId: number, id: number, text: string) {
  const [n] = await db
    .update(adminNotes)
    .set({ text, updatedAt: new Date() })
    .where(and(eq(adminNotes.id, id), eq(adminNotes.userId, userId)))
    .returning();
  if (!n) throw new AppError(404, 'note_not_found', ADMIN_MSG.noteNotFound);
  return presentNote(n);
}
export async function deleteNote(db: Db, userId: number, id: number) {
  const gone = await db
    .delete(adminNotes)
    .where(and(eq(adminNotes.id, id), eq(adminNotes.userId, userId)))
    .returning({ id: adminNotes.id });
  if (!gone.length) throw new AppError(404, 'note_not_found', ADMIN_MSG.noteNotFound);
}

// ── Notifications: what an admin should look at, unread since they last opened the list ──
export const NOTIFYING_EVENTS = ['user.registered', 'video.mirror_failed', 'verification.revoked', 'system.alert'];

export async function notifications(db: Db, userId: number, limit = 10) {
  const [row] = await db.select({ readAt: adminDashboards.notificationsReadAt }).from(adminDashboards).where(eq(adminDashboards.userId, userId));
  const notable = inArray(userActions.eventType, NOTIFYING_EVENTS);
  const unreadWhere = row?.readAt ? and(notable, gt(userActions.timestamp, row.readAt)) : notable;
  const [[unread], items] = await Promise.all([
    db.select({ n: count() }).from(userActions).where(unreadWhere),
    db.select().from(userActions).where(notable).orderBy(desc(userActions.timestamp), desc(userActions.id)).limit(limit),
  ]);
  return { unread: unread!.n, read_at: row?.readAt?.toISOString() ?? null, items: items.map(presentAction) };
}

export async function markNotificationsRead(db: Db, userId: number, at = new Date()) {
  await db
    .insert(adminDashboards)
    .values({ userId, notificationsReadAt: at })
    .onConflictDoUpdate({ target: adminDashboards.userId, set: { notificationsReadAt: at } });
}

// ── Search in the top bar: users and teams ──
export async function search(db: Db, q: string) {
  const like = likePattern(q);
  const [found, teamRows] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(or(ilike(users.username, like), ilike(users.email, like)))
      .limit(8),
    db.select({ id: teams.id, name: teams.name, members_count: teams.membersCount }).from(teams).where(ilike(teams.name, like)).limit(8),
  ]);
  return { users: found, teams: teamRows };
}
