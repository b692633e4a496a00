/**
 * bench/notify: one `live` send to 50 000 opted-in members (BENCH_NOTIFY_MEMBERS), each measure
 * against an anchor in the same run:
 * - browser push through the fake push service (HTTPS, VAPID checked, payload decrypted): our
 *   `notification-send` job (claims, one row closed per answer, progress) in sends/s against a bare
 *   `web-push` loop over the same subscriptions at the same concurrency (PUSH_CONCURRENCY);
 * - Telegram: BENCH_NOTIFY_TELEGRAM members (default 500: 50 000 at 25/s is 33 minutes by
 *   definition) through the fake Bot API, which enforces 30/s overall and 1/s per chat: messages/s
 *   against TELEGRAM_SEND_RATE, and the 429s it answered (goal 0);
 * - memory (RSS, live heap after a full GC) sampled every second during the push send: flat or not.
 * The fake services run in this process, so their decrypting and verifying share its CPU with the
 * sender — for both the job and the bare loop alike.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import webpush from 'web-push';
import { notificationPreferences, openDatabase, pushSubscriptions, users } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { vapidKeys } from '@fanhub/api/integrations';
import { queueNotification } from '@fanhub/api/notifications';
import { createLogger, createQueue, createRedis } from '@fanhub/api/runtime';
import { bulkMembers } from '@fanhub/testing/bulk-members.ts';
import { startFakePush, startFakeTelegram } from '@fanhub/testing';
import { HANDLERS, loadWorkersConfig } from '@fanhub/workers';
import { ratio, type Row } from '../lib.ts';

const MEMBERS = Number(process.env.BENCH_NOTIFY_MEMBERS ?? 50_000);
const TELEGRAM_MEMBERS = Math.min(MEMBERS, Number(process.env.BENCH_NOTIFY_TELEGRAM ?? 500));
const CONCURRENCY = Number(process.env.PUSH_CONCURRENCY ?? 64);
const RATE = Number(process.env.TELEGRAM_SEND_RATE ?? 25);
const CHUNK = 1000;

// A full collection before each sample: heapUsed then is what is alive, not garbage waiting for the GC.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** RSS and live heap every second while `run` runs; "flat" when the last third's median is within 20 % (or 32 MB) of the first third's. */
async function sampled<T>(run: () => Promise<T>): Promise<{ value: T; rssMb: number[]; heapMb: number[] }> {
  const rssMb: number[] = [];
  const heapMb: number[] = [];
  const take = () => {
    gc();
    const m = process.memoryUsage();
    rssMb.push(m.rss / 2 ** 20);
    heapMb.push(m.heapUsed / 2 ** 20);
  };
  take();
  const timer = setInterval(take, 1000);
  try {
    return { value: await run(), rssMb, heapMb };
  } finally {
    clearInterval(timer);
    take();
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
function flat(xs: number[]): { first: number; last: number; flat: boolean } {
  const third = Math.max(1, Math.floor(xs.length / 3));
  const first = med(xs.slice(0, third));
  const last = med(xs.slice(-third));
  return { first, last, flat: last <= Math.max(first * 1.2, first + 32) };
}

export async function benchNotify(redisUrl: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-bench-notify-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `benchn${process.pid}:`,
    PUBLIC_URL: 'https://fan.example.org',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    PUSH_CONCURRENCY: String(CONCURRENCY),
    TELEGRAM_SEND_RATE: String(RATE),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const [push, telegram] = await Promise.all([startFakePush({ keep: false }), startFakeTelegram()]);
  push.trust();
  const config = loadWorkersConfig({ ...env, ...telegram.env });
  const database = await openDatabase({ ...config, logger: createLogger('bench', 'silent') });
  await database.migrate();
  const db = database.db;
  const connection = createRedis(redisUrl, { name: 'bench-notify', blocking: true });
  const queue = createQueue('notifications', { connection, prefix: `${env.REDIS_PREFIX}bull` });
  const ctx = { db, outbox: createOutbox(db), logger: createLogger('bench', 'silent'), config, queues: new Map([['notifications' as const, queue]]) };
  try {
    console.log(`bench/notify: ${MEMBERS} members, push at concurrency ${CONCURRENCY}, ${TELEGRAM_MEMBERS} on Telegram at ${RATE}/s`);
    const { members } = await bulkMembers(db, `nb${randomBytes(2).toString('hex')}`, MEMBERS);
    // One browser each at the fake push service, and the live push choice.
    const subs = members.map((m) => ({ userId: m.userId, ...push.subscription(`b${m.userId}`) }));
    for (let i = 0; i < subs.length; i += CHUNK) {
      const part = subs.slice(i, i + CHUNK);
      await db.insert(pushSubscriptions).values(part.map((s) => ({ userId: s.userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })));
      await db.insert(notificationPreferences).values(part.map((s) => ({ userId: s.userId, livePush: true })));
    }
    // Telegram: the first TELEGRAM_MEMBERS, verified, opted in to schedule changes (a send of its own).
    const tg = members.slice(0, TELEGRAM_MEMBERS).map((m) => ({ userId: m.userId, chatId: telegram.user(`t${m.userId}`).id }));
    for (let i = 0; i < tg.length; i += CHUNK) {
      const values = sql.join(
        tg.slice(i, i + CHUNK).map((m) => sql`(${m.userId}::int, ${String(m.chatId)})`),
        sql`, `,
      );
      await db.execute(sql`update ${users} u set telegram_verified = true, telegram_id = v.chat from (values ${values}) v(id, chat) where u.id = v.id`);
      await db.execute(sql`update notification_preferences p set schedule_telegram = true from (values ${values}) v(id, chat) where p.user_id = v.id`);
    }

    // Ours: the job, as a worker runs it.
    const liveId = await db.transaction((tx) =>
      queueNotification(tx, { topic: 'live', subjectKey: 'bench', title: 'Стрим начался', body: 'Бенчмарк', url: '/' }),
    );
    const started = performance.now();
    const ours = await sampled(() => HANDLERS['notification-send'](ctx, { sendId: liveId! }) as Promise<{ sent: number; failed: number }>);
    const oursSeconds = (performance.now() - started) / 1000;
    if (push.state.accepted !== MEMBERS) throw new Error(`the fake accepted ${push.state.accepted} of ${MEMBERS}`);
    if (ours.value.sent !== MEMBERS) throw new Error(`the job sent ${ours.value.sent} of ${MEMBERS} (failed ${ours.value.failed})`);
    const oursRate = MEMBERS / oursSeconds;

    // Anchor: web-push alone, the same subscriptions and concurrency, no database.
    const keys = vapidKeys(config);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const limit = pLimit(CONCURRENCY);
    const payload = JSON.stringify({ title: 'Стрим начался', body: 'Бенчмарк', url: 'https://fan.example.org/' });
    const bareStart = performance.now();
    // Sampled too, so both pay the same collections.
    await sampled(() =>
      Promise.all(
        subs.map((s) =>
          limit(() =>
            webpush.sendNotification(s, payload, {
              vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: 7200,
              urgency: 'high',
              topic: 'bench',
              agent,
            }),
          ),
        ),
      ),
    );
    const bareRate = MEMBERS / ((performance.now() - bareStart) / 1000);
    agent.destroy();

    // Telegram at the configured rate.
    const scheduleId = await db.transaction((tx) =>
      queueNotification(tx, { topic: 'schedule', subjectKey: 'bench', title: 'Эфир переносится', body: 'Бенчмарк', url: '/schedule' }),
    );
    const tgStart = performance.now();
    const tgResult = (await HANDLERS['notification-send'](ctx, { sendId: scheduleId! })) as { sent: number };
    const tgRate = tgResult.sent / ((performance.now() - tgStart) / 1000);

    const heap = flat(ours.heapMb);
    const rss = flat(ours.rssMb);
    console.log(
      `memory during the push send: heap ${heap.first.toFixed(0)} → ${heap.last.toFixed(0)} MB (${heap.flat ? 'flat' : 'NOT flat'}), ` +
        `RSS ${rss.first.toFixed(0)} → ${rss.last.toFixed(0)} MB (${rss.flat ? 'flat' : 'NOT flat'}); ` +
        `Telegram: ${tgResult.sent} sent, ${telegram.sendStats.tooMany} × 429, at most ${telegram.sendStats.maxPerSecond} within a second`,
    );
    const runtime = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    return [
      {
        bench: 'notify',
        runtime,
        metric: `push sends/s (${MEMBERS}, concurrency ${CONCURRENCY}) vs bare web-push`,
        ours: oursRate,
        anchor: bareRate,
        ratio: ratio(oursRate, bareRate),
        goal: 'ratio ≥ 0.5 (the job writes each answer)',
      },
      {
        bench: 'notify',
        runtime,
        metric: `telegram messages/s (${tgResult.sent}) vs TELEGRAM_SEND_RATE`,
        ours: tgRate,
        anchor: RATE,
        ratio: ratio(tgRate, RATE),
        goal: 'ratio ≤ 1, near 1',
      },
      { bench: 'notify', runtime, metric: 'telegram 429s from the fake (goal 0)', ours: telegram.sendStats.tooMany, anchor: 0, ratio: 0, goal: '0' },
      {
        bench: 'notify',
        runtime,
        metric: 'heap MB, last third vs first third of the push send',
        ours: heap.last,
        anchor: heap.first,
        ratio: ratio(heap.last, heap.first),
        goal: heap.flat ? 'flat' : 'NOT flat',
      },
      {
        bench: 'notify',
        runtime,
        metric: 'RSS MB, last third vs first third of the push send',
        ours: rss.last,
        anchor: rss.first,
        ratio: ratio(rss.last, rss.first),
        goal: rss.flat ? 'flat' : 'NOT flat',
      },
    ];
  } finally {
    await queue.close();
    connection.disconnect();
    await database.close();
    await Promise.all([push.close(), telegram.close()]);
  }
}
