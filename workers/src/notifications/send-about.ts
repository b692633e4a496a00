import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXT } from '@fanhub/shared';
import { teams, tournamentRegistrations, tournaments, type Tx } from '@fanhub/api/db';
import { matchReadyOfSubject } from '@fanhub/api/notifications';

/**
 * What the activity log names beside a send's title when the title alone does not tell sends apart:
 * «Матч готов» is one send per team and match, so its row names the tournament, the match and the
 * team told (names as they are when the send ends; a disbanded team by the name it registered with).
 * Undefined for the other topics, whose title says it all.
 */
export async function sendAbout(tx: Tx, send: { topic: string; subjectKey: string }): Promise<string | undefined> {
  if (send.topic !== 'match_ready') return undefined;
  const subject = matchReadyOfSubject(send.subjectKey);
  if (!subject) return undefined;
  const [tournament] = await tx.select({ title: tournaments.title }).from(tournaments).where(eq(tournaments.id, subject.tournamentId));
  if (!tournament) return undefined;
  const rows = await tx
    .select({ id: tournamentRegistrations.teamId, name: sql<string>`coalesce(${teams.name}, ${tournamentRegistrations.teamName})` })
    .from(tournamentRegistrations)
    .leftJoin(teams, eq(teams.id, tournamentRegistrations.teamId))
    .where(and(eq(tournamentRegistrations.tournamentId, subject.tournamentId), inArray(tournamentRegistrations.teamId, [subject.teamId, subject.opponentId])));
  const name = (id: number) => rows.find((r) => r.id === id)?.name ?? '?';
  return NOTIFICATION_TEXT.matchReadyAbout(tournament.title, subject.matchId, name(subject.teamId), name(subject.opponentId));
}
