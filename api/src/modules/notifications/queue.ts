import type { Queue } from 'bullmq';
import { JOBS, type NotificationTopic, type QueueName } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationRecipients, notificationSends } from '../../db/schema.ts';
import { addJob, appQueue } from '../../runtime/queues.ts';

export interface NewSend {
  topic: NotificationTopic;
  /** What makes this send one: the stream's identity for `live`, the giveaway id… (unique per topic). */
  subjectKey: string;
  title: string;
  body: string;
  /** Where a click leads: a path of the site (made absolute with PUBLIC_URL when sent) or a URL. */
  url: string;
}

/**
 * Records a send inside the caller's transaction (`outbox.transact`): it exists only if the change
 * that caused it commits, and a second call for the same (topic, subject) — another node, another
 * source, a retry — finds it there and gets null. After the commit the caller enqueues it
 * (`enqueueSend`); the scheduled sweep of `notification-send` enqueues any send that was never started.
 */
export async function queueNotification(tx: Tx, send: NewSend): Promise<number | null> {
  const [row] = await tx
    .insert(notificationSends)
    .values(send)
    .onConflictDoNothing({ target: [notificationSends.topic, notificationSends.subjectKey] })
    .returning({ id: notificationSends.id });
  return row?.id ?? null;
}

/** Topics whose sends reach only the members named in `notification_recipients`, not everyone opted in. */
export const ADDRESSED_TOPICS: ReadonlySet<NotificationTopic> = new Set(['match_ready']);

/**
 * Records a send addressed to some members (`ADDRESSED_TOPICS`), in the caller's transaction. Each
 * member is addressed once per topic and `scope`: one already addressed in this scope by an earlier
 * send (a re-delivered event, a correction that made the match ready again) is left out; when nobody
 * is left, the send is closed at once (nothing to deliver, no job) and null is returned, as for a
 * send that already existed.
 */
export async function queueAddressedNotification(tx: Tx, send: NewSend, to: { scope: string; userIds: readonly number[] }): Promise<number | null> {
  const sendId = await queueNotification(tx, send);
  if (sendId === null) return null;
  const added = to.userIds.length
    ? await tx
        .insert(notificationRecipients)
        .values([...new Set(to.userIds)].map((userId) => ({ topic: send.topic, scope: to.scope, userId, sendId })))
        .onConflictDoNothing()
        .returning({ userId: notificationRecipients.userId })
    : [];
  if (added.length) return sendId;
  await tx
    .update(notificationSends)
    .set({ startedAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(notificationSends.id, sendId));
  return null;
}

/** The subject of one team's `match_ready` send: the match and its pairing from that team's side (the text names the opponent). */
export const matchReadySubject = (tournamentId: number, matchId: number, teamId: number, opponentId: number) =>
  `${tournamentId}:${matchId}:${teamId}:${opponentId}`;
export const matchReadyOfSubject = (subjectKey: string): { tournamentId: number; matchId: number; teamId: number; opponentId: number } | null => {
  const m = /^(\d+):(\d+):(\d+):(\d+)$/.exec(subjectKey);
  return m ? { tournamentId: Number(m[1]), matchId: Number(m[2]), teamId: Number(m[3]), opponentId: Number(m[4]) } : null;
};

/** The subject of a `giveaway_won` send: one winner of one giveaway (the send reaches only them). */
export const winnerSubject = (giveawayId: number, userId: number) => `${giveawayId}:${userId}`;
export const winnerOfSubject = (subjectKey: string): number | null => {
  const m = /^\d+:(\d+)$/.exec(subjectKey);
  return m ? Number(m[1]) : null;
};

export const sendJobId = (sendId: number) => `notification-send-${sendId}`;

/** Enqueues the job of a committed send (its job id is fixed: enqueueing twice is one job). */
export async function enqueueSend(queue: Queue, sendId: number): Promise<void> {
  await addJob(queue, 'notification-send', { sendId }, { jobId: sendJobId(sendId) });
}

/** After a commit that may have queued a send: enqueue it when a queue is at hand (else the sweep will). */
export async function enqueueIfAny(queues: ReadonlyMap<QueueName, Queue> | undefined, sendId: number | null): Promise<void> {
  const queue = queues?.get(JOBS['notification-send'].queue);
  if (sendId !== null && queue) await enqueueSend(queue, sendId);
}

/** The API's handle on the notifications queue (one per app), in the shape the workers' context has. */
export function notificationQueues(ctx: AppContext): ReadonlyMap<QueueName, Queue> {
  const name = JOBS['notification-send'].queue;
  return new Map([[name, appQueue(ctx, name)]]);
}
