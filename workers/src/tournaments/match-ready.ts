import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXT, type AppEvent } from '@fanhub/shared';
import { matchMaps } from '@fanhub/shared/tournaments';
import { tournamentMatches, tournamentRoster, tournaments } from '@fanhub/api/db';
import { StreamConsumer } from '@fanhub/api/events';
import { enqueueIfAny, matchReadySubject, queueAddressedNotification } from '@fanhub/api/notifications';
import type { Redis, RedisKeys } from '@fanhub/api/runtime';
import type { JobContext } from '../job-context.ts';

export type MatchReady = Pick<
  AppEvent<'tournament.match_ready'>['payload'],
  'tournamentId' | 'matchId' | 'team1Id' | 'team2Id' | 'team1Name' | 'team2Name' | 'playerIds'
>;

/** A member is told once per match (the recipients' key), whatever re-announces it. */
export const matchReadyScope = (tournamentId: number, matchId: number) => `${tournamentId}:${matchId}`;

export const tournamentPath = (tournamentId: number) => `/tournaments/${tournamentId}`;

/**
 * «Матч готов»: queues one send per team of a match that became ready, addressed to the players of
 * that team the event names (its roster, substitutes too), each reaching them on the channels they
 * chose. Read against the match as it is now: an event delivered late about a pairing that changed,
 * or a match already played, tells nobody. Exactly once per tournament, match and member: the send
 * is unique per pairing and side, and the recipients' key per match and member, so a re-delivered
 * event, a restart, or a correction that makes the match ready again (with the same or another
 * opponent) adds nobody who was told already.
 */
export async function notifyMatchReady(ctx: JobContext, event: MatchReady): Promise<{ sends: number }> {
  const { tournamentId, matchId, team1Id, team2Id } = event;
  if (team1Id === null || team2Id === null || !event.playerIds.length) return { sends: 0 };
  const [now] = await ctx.db
    .select({
      status: tournamentMatches.status,
      team1Id: tournamentMatches.team1Id,
      team2Id: tournamentMatches.team2Id,
      title: tournaments.title,
      stage: tournaments.stage,
      seed: tournaments.seed,
      beaconRandomness: tournaments.beaconRandomness,
      pool: tournaments.maps,
      bestOf: tournaments.bestOf,
    })
    .from(tournamentMatches)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
    .where(and(eq(tournamentMatches.tournamentId, tournamentId), eq(tournamentMatches.number, matchId)));
  if (!now || now.stage !== 'running' || now.status !== 'ready' || now.team1Id !== team1Id || now.team2Id !== team2Id) return { sends: 0 };

  const roster = await ctx.db
    .select({ teamId: tournamentRoster.teamId, userId: tournamentRoster.userId })
    .from(tournamentRoster)
    .where(and(eq(tournamentRoster.tournamentId, tournamentId), inArray(tournamentRoster.userId, event.playerIds)));
  const maps = matchMaps(now.seed, matchId, now.pool, now.bestOf, now.beaconRandomness);
  const sides = [
    { teamId: team1Id, opponentId: team2Id, opponent: event.team2Name },
    { teamId: team2Id, opponentId: team1Id, opponent: event.team1Name },
  ];
  const sendIds = await ctx.outbox.transact(async (tx) => {
    const ids: (number | null)[] = [];
    for (const side of sides) {
      const userIds = roster.filter((r) => r.teamId === side.teamId).map((r) => r.userId);
      ids.push(
        await queueAddressedNotification(
          tx,
          {
            topic: 'match_ready',
            subjectKey: matchReadySubject(tournamentId, matchId, side.teamId, side.opponentId),
            title: NOTIFICATION_TEXT.matchReadyTitle,
            body: NOTIFICATION_TEXT.matchReadyBody(now.title, side.opponent ?? '?', maps),
            url: tournamentPath(tournamentId),
          },
          { scope: matchReadyScope(tournamentId, matchId), userIds },
        ),
      );
    }
    return ids;
  });
  for (const id of sendIds) await enqueueIfAny(ctx.queues, id);
  return { sends: sendIds.filter((id) => id !== null).length };
}

/** The workers' consumer group on the events stream that turns events into notifications. */
export const NOTIFY_GROUP = 'notifications';

/**
 * Follows `tournament.match_ready` on the events stream (one member of the group per worker
 * process; each event is handled by one of them). A new group starts at the stream's beginning: an
 * event published before the workers' first start is not missed, and the check against the match as
 * it is now keeps an old one from telling anybody.
 */
export function startMatchReadyConsumer(ctx: JobContext, deps: { redis: Redis; keys: RedisKeys }): StreamConsumer {
  const consumer = new StreamConsumer({
    redis: deps.redis,
    stream: deps.keys.events,
    group: NOTIFY_GROUP,
    install: deps.keys.install,
    logger: ctx.logger,
    startAt: '0',
    handles: ['tournament.match_ready'],
    handle: async (event) => {
      if (event.type === 'tournament.match_ready') await notifyMatchReady(ctx, event.payload);
    },
  });
  consumer.start();
  return consumer;
}

/** A match ready this long without its notice (its event not handled) is the sweep's: the consumer takes well under a second. */
const UNTOLD_AFTER_SECONDS = 30;

/**
 * The safety net of the consumer (run by the notifications' sweep): matches of running tournaments
 * ready for a while whose notice was never queued — their event lost with a Redis that restarted
 * empty, or published while no worker could read it for longer than the stream kept it. Told as the
 * event would have told them: the rosters from the database.
 */
export async function queueUntoldMatches(ctx: JobContext): Promise<{ sends: number }> {
  const untold = await ctx.db.execute(sql`
    select m.tournament_id, m.number, m.team1_id, m.team2_id,
           coalesce(t1.name, r1.team_name) as team1_name, coalesce(t2.name, r2.team_name) as team2_name,
           (select coalesce(array_agg(x.user_id), '{}') from tournament_roster x
             where x.tournament_id = m.tournament_id and x.team_id in (m.team1_id, m.team2_id)) as player_ids
      from tournaments t
      join tournament_matches m on m.tournament_id = t.id
      join tournament_registrations r1 on r1.tournament_id = m.tournament_id and r1.team_id = m.team1_id
      join tournament_registrations r2 on r2.tournament_id = m.tournament_id and r2.team_id = m.team2_id
      left join teams t1 on t1.id = m.team1_id
      left join teams t2 on t2.id = m.team2_id
     where t.stage = 'running' and m.status = 'ready'
       and m.ready_at < now() - make_interval(secs => ${UNTOLD_AFTER_SECONDS})
       and not exists (select 1 from notification_sends s
                        where s.topic = 'match_ready'
                          and s.subject_key = m.tournament_id || ':' || m.number || ':' || m.team1_id || ':' || m.team2_id)
     order by m.ready_at limit 50`);
  type Row = { tournament_id: number; number: number; team1_id: number; team2_id: number; team1_name: string; team2_name: string; player_ids: number[] };
  let sends = 0;
  for (const r of (untold as { rows: Row[] }).rows) {
    const told = await notifyMatchReady(ctx, {
      tournamentId: r.tournament_id,
      matchId: r.number,
      team1Id: r.team1_id,
      team2Id: r.team2_id,
      team1Name: r.team1_name,
      team2Name: r.team2_name,
      playerIds: r.player_ids.map(Number),
    });
    sends += told.sends;
  }
  return { sends };
}
