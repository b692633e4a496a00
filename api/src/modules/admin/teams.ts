import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTeamListQuery } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { counted } from '../../db/counters.ts';
import { pageCount, pageOffset } from '../../db/paging.ts';
import { likePattern } from '../../db/like.ts';
import { teams } from '../../db/schema.ts';
import { dissolve, lockTeam, teamNotFound, viewOf, viewsOf } from '../teams/index.ts';

/** Admins see every team as its members do (private ones and invite codes too). */
const STAFF_VIEWER = { id: 0, role: 'admin', isSuperuser: false, isActive: true } as const;

/** Every team, newest first, searched on name and motto, optionally public or private only. */
export async function listTeams(db: Db, q: z.infer<typeof AdminTeamListQuery>) {
  const like = q.q ? likePattern(q.q) : null;
  const where = and(
    q.visibility ? eq(teams.isPublic, q.visibility === 'public') : undefined,
    like ? or(ilike(teams.name, like), ilike(teams.description, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db.select().from(teams).where(where).orderBy(desc(teams.createdAt), desc(teams.id)).limit(q.limit).offset(pageOffset(q)),
    // A search counts its (trigram-found) matches; the whole list or one visibility is a counter.
    like
      ? db
          .select({ n: count() })
          .from(teams)
          .where(where)
          .then(([r]) => r!.n)
      : counted(db, q.visibility ? [`teams:${q.visibility}`] : ['teams:public', 'teams:private']),
  ]);
  return { teams: await viewsOf(db, rows, STAFF_VIEWER), total, page: q.page, totalPages: pageCount(total, q.limit) };
}

export async function getTeam(db: Db, id: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  if (!row) throw teamNotFound();
  return viewOf(db, row, STAFF_VIEWER);
}

/** Moderation: an admin disbands a team (an offensive name, an abandoned team); its members are told live. */
export async function disbandTeam(ctx: Pick<AppContext, 'outbox'>, id: number, actorId: number): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => dissolve(tx, emit, await lockTeam(tx, { id }), actorId, true));
}
