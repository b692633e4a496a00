import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { can, type Actor, type TeamView } from '@fanhub/shared';
import type { Db, Tx } from '../../db/client.ts';
import { counted } from '../../db/counters.ts';
import { pageCount, pageOffset } from '../../db/paging.ts';
import { likePattern } from '../../db/like.ts';
import { teamMembers, teams, users, type TeamRow } from '../../db/schema.ts';
import { presentTeam, type MemberRow } from './presenter.ts';

type Handle = Db | Tx;

/** Members of several teams at once (one query for a whole page of teams). */
async function membersOf(db: Handle, teamIds: number[]): Promise<Map<number, MemberRow[]>> {
  const byTeam = new Map<number, MemberRow[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return byTeam;
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    // Captain first, then by seniority.
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt));
  for (const { teamId, ...m } of rows) byTeam.get(teamId)?.push(m);
  return byTeam;
}

/** Views of teams for a viewer: members (and admins) see the invite code. */
export async function viewsOf(db: Handle, rows: TeamRow[], viewer: Actor | null): Promise<TeamView[]> {
  const members = await membersOf(
    db,
    rows.map((t) => t.id),
  );
  return rows.map((t) => {
    const list = members.get(t.id) ?? [];
    const seesCode = can(viewer, 'team.seeInviteCode', { memberIds: list.map((m) => m.id) });
    return presentTeam(t, list, seesCode);
  });
}

export async function viewOf(db: Handle, team: TeamRow, viewer: Actor | null): Promise<TeamView> {
  return (await viewsOf(db, [team], viewer))[0]!;
}

/** The teams a user belongs to, the most recently joined first. */
export async function teamsOfUser(db: Handle, userId: number): Promise<TeamRow[]> {
  const rows = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teamMembers.joinedAt), desc(teams.id));
  return rows.map((r) => r.team);
}

export async function teamIdsOfUser(db: Handle, userId: number): Promise<number[]> {
  const rows = await db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** Public teams only, searched on name and motto, full teams last, newest first. */
export async function publicTeams(db: Db, q: { page: number; limit: number; search: string }) {
  const where = and(
    eq(teams.isPublic, true),
    q.search ? or(ilike(teams.name, likePattern(q.search)), ilike(teams.description, likePattern(q.search))) : undefined,
  );
  // Unsearched, the number of public teams is a counter; a search counts its trigram-found matches.
  const total = q.search ? ((await db.select({ n: count() }).from(teams).where(where))[0]?.n ?? 0) : await counted(db, ['teams:public']);
  const rows = await db
    .select()
    .from(teams)
    .where(where)
    .orderBy(sql`${teams.membersCount} >= ${teams.maxMembers}`, desc(teams.createdAt), desc(teams.id))
    .limit(q.limit)
    .offset(pageOffset(q));
  return { rows, totalPages: pageCount(total, q.limit) };
}
