import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationTopic } from '@fanhub/shared';
import { notificationDeliveries, notificationSends, type Db } from '@fanhub/api/db';
import type { Outbox } from '@fanhub/api/events';
import { ADDRESSED_TOPICS, preferenceColumn, sendDurationMs, sendRef, tally, winnerOfSubject } from '@fanhub/api/notifications';
import { sendAbout } from './send-about.ts';

/*
 * A claim whose job gave no sign of life (`alive_at`) for NOTIFICATION_CLAIM_TTL_SECONDS (default 60)
 * belongs to a worker that died: its rows are taken again (push, and Telegram rows never requested) or
 * closed as interrupted (Telegram rows in flight). A live job renews its claims (keepClaimsAlive),
 * however long its batch takes (a slow push service, a long 429), so no other job takes a row it is
 * still sending: that would be a second push or message.
 */

/** The claim has expired: its job gave no sign of life for the TTL (`claimed_at` for rows claimed before `alive_at`). */
const expired = (ttlSeconds: number) =>
  sql`coalesce(${notificationDeliveries.aliveAt}, ${notificationDeliveries.claimedAt}) < now() - make_interval(secs => ${ttlSeconds})`;

export type SendRow = typeof notificationSends.$inferSelect;
export type DeliveryRow = Pick<typeof notificationDeliveries.$inferSelect, 'sendId' | 'userId' | 'channel' | 'target' | 'attempts'>;

export { sendRef };

/**
 * Starts a send once: the first job sets `started_at` and, in the same transaction, expands the
 * opted-in recipients into one delivery row per member × channel × target (push: each browser of
 * theirs; Telegram: their verified chat) and announces `notification.send_started`. A job that comes
 * later (a retry, a second node, the sweep) finds it started and only delivers what is left.
 */
export async function startSend(deps: { db: Db; outbox: Outbox }, sendId: number): Promise<SendRow | null> {
  return deps.outbox.transact(async (tx, emit) => {
    const [fresh] = await tx
      .update(notificationSends)
      .set({ startedAt: sql`now()` })
      .where(and(eq(notificationSends.id, sendId), sql`${notificationSends.startedAt} is null`))
      .returning();
    if (!fresh) {
      const [existing] = await tx.select().from(notificationSends).where(eq(notificationSends.id, sendId));
      return existing ?? null;
    }
    // Bare column names: the query below reads the table through its alias `p`.
    const topic = fresh.topic as NotificationTopic;
    const pushCol = sql.identifier(preferenceColumn(topic, 'push').name);
    const tgCol = sql.identifier(preferenceColumn(topic, 'telegram').name);
    // giveaway_won reaches its one winner only; an addressed send (match_ready) the members it names.
    const winner = fresh.topic === 'giveaway_won' ? winnerOfSubject(fresh.subjectKey) : null;
    const onlyWinner =
      winner !== null
        ? sql`and p.user_id = ${winner}`
        : fresh.topic === 'giveaway_won'
          ? sql`and false`
          : ADDRESSED_TOPICS.has(topic)
            ? sql`and p.user_id in (select r.user_id from notification_recipients r where r.send_id = ${sendId}::int)`
            : sql``;
    await tx.execute(sql`
      insert into notification_deliveries (send_id, user_id, channel, target)
      select ${sendId}::int, p.user_id, 'push', s.id
        from notification_preferences p
        join users u on u.id = p.user_id and u.is_active
        join push_subscriptions s on s.user_id = p.user_id
       where p.${pushCol} ${onlyWinner}
      union all
      select ${sendId}::int, p.user_id, 'telegram', 0
        from notification_preferences p
        join users u on u.id = p.user_id and u.is_active and u.telegram_verified and u.telegram_id is not null
       where p.${tgCol} ${onlyWinner}
      on conflict do nothing`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.sendId, sendId));
    const [started] = await tx.update(notificationSends).set({ total }).where(eq(notificationSends.id, sendId)).returning();
    emit('notification.send_started', { ...sendRef(started!), total });
    return started!;
  });
}

/**
 * Telegram rows left `in_flight` by a worker that died: the request had begun and nobody knows
 * whether Telegram took it. They are closed as failed ('interrupted'), never sent again — a second
 * message cannot be taken back, and it is at most one per concurrent request of the dead worker.
 */
export async function closeInterrupted(db: Db, sendId: number, ttlSeconds: number): Promise<number> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ status: 'failed', error: 'interrupted: the worker stopped during the request', doneAt: sql`now()` })
    .where(and(eq(notificationDeliveries.sendId, sendId), eq(notificationDeliveries.status, 'in_flight'), expired(ttlSeconds)))
    .returning({ userId: notificationDeliveries.userId });
  return rows.length;
}

/** A claim's token: its time with random microseconds, so a row is marked only by the job holding it. */
function newClaim(): string {
  return `${new Date().toISOString().slice(0, 23)}${String(randomInt(1000)).padStart(3, '0')}Z`;
}

/**
 * Claims up to `limit` rows of one channel: pending ones, and `sending` ones whose claim expired
 * (claimed by a dead worker, never requested for Telegram; maybe requested for push, where a resend
 * replaces the first through its Topic and tag). SKIP LOCKED: concurrent jobs take disjoint rows.
 */
export async function claimBatch(
  db: Db,
  sendId: number,
  channel: NotificationChannel,
  limit: number,
  ttlSeconds: number,
): Promise<{ claim: string; rows: DeliveryRow[] }> {
  const claim = newClaim();
  const result = await db.execute(sql`
    with picked as (
      select send_id, user_id, channel, target from notification_deliveries
       where send_id = ${sendId} and channel = ${channel}
         and (status = 'pending' or (status = 'sending' and ${expired(ttlSeconds)}))
       limit ${limit}::int
       for update skip locked)
    update notification_deliveries d
       set status = 'sending', claimed_at = ${claim}::timestamptz, alive_at = now(), attempts = d.attempts + ${channel === 'push' ? 1 : 0}::int
      from picked
     where d.send_id = picked.send_id and d.user_id = picked.user_id and d.channel = picked.channel and d.target = picked.target
    returning d.send_id, d.user_id, d.channel, d.target, d.attempts`);
  const { rows } = result as { rows: { send_id: number; user_id: number; channel: string; target: number; attempts: number }[] };
  return { claim, rows: rows.map((r) => ({ sendId: r.send_id, userId: r.user_id, channel: r.channel, target: r.target, attempts: r.attempts })) };
}

/**
 * Keeps the claims a job holds alive: every third of the TTL their rows still open get `alive_at =
 * now()`, so only a dead worker's claims expire. `hold` a claim when it is taken, `drop` it once its
 * batch is done; `stop` when the job ends. A failed renewal is retried at the next beat.
 */
export function keepClaimsAlive(db: Db, sendId: number, ttlSeconds: number, onError: (err: unknown) => void = () => undefined) {
  const held = new Set<string>();
  let beating: Promise<unknown> = Promise.resolve();
  const beat = () => {
    if (!held.size) return;
    const claims = sql.join(
      [...held].map((c) => sql`${c}::timestamptz`),
      sql`, `,
    );
    beating = db
      .execute(
        sql`update notification_deliveries set alive_at = now()
             where send_id = ${sendId} and status in ('sending', 'in_flight') and claimed_at in (${claims})`,
      )
      .catch(onError);
  };
  const timer = setInterval(beat, (ttlSeconds * 1000) / 3);
  timer.unref();
  return {
    hold: (claim: string) => void held.add(claim),
    drop: (claim: string) => void held.delete(claim),
    async stop(): Promise<void> {
      clearInterval(timer);
      held.clear();
      await beating;
    },
  };
}
export type ClaimKeeper = ReturnType<typeof keepClaimsAlive>;

const keyOf = (row: DeliveryRow, claim: string) =>
  and(
    eq(notificationDeliveries.sendId, row.sendId),
    eq(notificationDeliveries.userId, row.userId),
    eq(notificationDeliveries.channel, row.channel),
    eq(notificationDeliveries.target, row.target),
    sql`${notificationDeliveries.claimedAt} = ${claim}::timestamptz`,
  );

/** Telegram: the request begins now (see closeInterrupted). */
export async function markInFlight(db: Db, row: DeliveryRow, claim: string): Promise<boolean> {
  const done = await db
    .update(notificationDeliveries)
    .set({ status: 'in_flight', attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(and(keyOf(row, claim), eq(notificationDeliveries.status, 'sending')))
    .returning({ userId: notificationDeliveries.userId });
  return done.length > 0;
}

/** Closes one row right after its answer (only while this job's claim holds it). */
export async function markDone(db: Db, row: DeliveryRow, claim: string, status: 'sent' | 'failed' | 'skipped', error: string | null = null): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status, error: error?.slice(0, 500) ?? null, doneAt: sql`now()` })
    .where(and(keyOf(row, claim), inArray(notificationDeliveries.status, ['sending', 'in_flight'])));
}

type Closing = { row: DeliveryRow; status: 'sent' | 'failed' | 'skipped'; error: string | null };

/**
 * Closes push rows in small groups: one UPDATE per ~20 ms (or 64 answers) instead of one per answer,
 * as the push rate is bound by the database otherwise (one connection with PGlite). A worker dying
 * loses at most that group's marks; those pushes go again, and their Topic and tag make the repeat
 * replace the first. Telegram rows are closed one by one (markDone): a repeat there is a second message.
 */
export function createCloser(db: Db, claim: string, opts: { maxRows?: number; maxDelayMs?: number } = {}) {
  const maxRows = opts.maxRows ?? 64;
  const maxDelayMs = opts.maxDelayMs ?? 20;
  let pending: Closing[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const group = pending;
    pending = [];
    if (!group.length) return flushing;
    const values = sql.join(
      group.map(
        (c) =>
          sql`(${c.row.sendId}::int, ${c.row.userId}::int, ${c.row.channel}::text, ${c.row.target}::int, ${c.status}::text, ${c.error?.slice(0, 500) ?? null}::text)`,
      ),
      sql`, `,
    );
    flushing = flushing.then(async () => {
      await db.execute(sql`
        update notification_deliveries d set status = v.status, error = v.error, done_at = now()
          from (values ${values}) v(send_id, user_id, channel, target, status, error)
         where d.send_id = v.send_id and d.user_id = v.user_id and d.channel = v.channel and d.target = v.target
           and d.claimed_at = ${claim}::timestamptz and d.status in ('sending', 'in_flight')`);
    });
    return flushing;
  };
  return {
    close(row: DeliveryRow, status: Closing['status'], error: string | null = null): void {
      pending.push({ row, status, error });
      // A failed write is handled here and thrown again by drain(): the job fails and is tried again.
      if (pending.length >= maxRows) flush().catch(() => undefined);
      else timer ??= setTimeout(() => flush().catch(() => undefined), maxDelayMs);
    },
    /** Writes what is left; resolves when every group is written. */
    async drain(): Promise<void> {
      await flush();
    },
  };
}

/** Ends the send once nothing is left: the counts stored and `notification.send_finished` announced, once. */
export async function finishIfDone(deps: { db: Db; outbox: Outbox }, send: SendRow): Promise<boolean> {
  return deps.outbox.transact(async (tx, emit) => {
    const t = await tally(tx, send.id);
    if (t.left > 0) return false;
    const [done] = await tx
      .update(notificationSends)
      .set({ finishedAt: sql`now()`, sent: t.sent, failed: t.failed, total: t.total })
      .where(and(eq(notificationSends.id, send.id), sql`${notificationSends.finishedAt} is null`))
      .returning();
    if (!done) return false;
    const durationMs = sendDurationMs({ ...done, finishedAt: done.finishedAt! });
    const [byTelegram] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.sendId, send.id), eq(notificationDeliveries.channel, 'telegram'), eq(notificationDeliveries.status, 'sent')));
    // The activity log's one row of the send (none when it reached nobody): see the catalogue's notification events.
    const about = await sendAbout(tx, done);
    emit('notification.send_finished', {
      ...sendRef(done),
      ...(about ? { about } : {}),
      total: t.total,
      sent: t.sent,
      failed: t.failed,
      telegram: byTelegram?.n ?? 0,
      durationMs: Math.max(0, Math.round(durationMs)),
    });
    return true;
  });
}
