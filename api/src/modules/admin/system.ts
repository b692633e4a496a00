import type { Queue } from 'bullmq';
import { QUEUES, SYSTEM_TEXT as T, type QueueName, type SystemItem } from '@fanhub/shared';

const DB_LABEL: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
import type { AppContext } from '../../context.ts';
import { createQueue } from '../../runtime/queues.ts';
import { streamHealth } from '../stream/index.ts';
import { videoHealth } from '../videos/index.ts';
import { activeAlerts } from '../alerts/index.ts';
import { DAY_ZONE } from './metrics.ts';

const queues = new WeakMap<AppContext, Queue[]>();
const ok = (name: string, message: string): SystemItem => ({ name, status: 'online', message });
const warn = (name: string, message: string): SystemItem => ({ name, status: 'warning', message });
/** «опрос 12 с назад», or «опроса ещё не было» before the first one. */
const polled = (iso: string | null) => (iso ? T.polledAgo(ago(iso)) : T.neverPolled);
const ago = (iso: string) => T.secondsAgo(Math.round((Date.now() - Date.parse(iso)) / 1000));

async function timed<T>(fn: () => Promise<T>): Promise<{ value?: T; ms: number; error?: string }> {
  const started = performance.now();
  try {
    const value = await Promise.race([fn(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(T.noAnswer)), 2000).unref())]);
    return { value, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return { ms: Math.round(performance.now() - started), error: (err as Error).message };
  }
}

/** GET /admin/dashboard/system: real health, each item online or warning with what it saw. */
export async function systemStatus(ctx: AppContext): Promise<SystemItem[]> {
  let list = queues.get(ctx);
  if (!list) {
    list = QUEUES.map((q) => createQueue(q, { connection: ctx.redis, prefix: ctx.keys.bullPrefix }));
    queues.set(ctx, list);
  }
  const [db, redis, relay, counts, stream, mirror, alerts] = await Promise.all([
    timed(() => ctx.health.database.ping()),
    timed(() => ctx.redis.ping()),
    timed(() => ctx.health.relayLag()),
    timed(() =>
      Promise.all(
        list.map(async (q) => {
          const c: Record<string, number> = await q.getJobCounts('waiting', 'failed', 'active');
          return { name: q.name, waiting: c.waiting ?? 0, active: c.active ?? 0, failed: c.failed ?? 0 };
        }),
      ),
    ),
    timed(() => streamHealth(ctx)),
    timed(() => videoHealth(ctx.db)),
    timed(() => activeAlerts(ctx.db)),
  ]);
  const items: SystemItem[] = [ok('API', T.apiUp(Math.round(process.uptime()), process.version))];
  items.push(
    db.error ? warn(T.database, db.error) : ok(T.database, T.databaseAnsweredIn(DB_LABEL[ctx.health.database.kind] ?? ctx.health.database.kind, db.ms)),
  );
  items.push(redis.error ? warn('Redis', redis.error) : ok('Redis', T.answeredIn(redis.ms)));
  const lag = relay.value;
  items.push(
    !lag
      ? warn(T.eventStream, relay.error ?? T.noData)
      : lag.pending > 100 || lag.oldestMs > 10_000
        ? warn(T.eventStream, T.streamLag(lag.pending, Math.round(lag.oldestMs / 1000)))
        : ok(T.eventStream, T.streamPending(lag.pending)),
  );
  for (const q of counts.value ?? []) {
    const text = T.queueCounts(q.waiting, q.active, q.failed);
    const name = T.queueName(T.queue[q.name as QueueName]);
    items.push(q.failed > 0 ? warn(name, text) : ok(name, text));
  }
  if (counts.error) items.push(warn(T.queues, counts.error));
  const s = stream.value;
  items.push(
    !s
      ? warn(T.streamStatus, stream.error ?? T.noData)
      : s.errorCount > 0
        ? warn(T.streamStatus, `${s.lastError ?? T.error}; ${polled(s.lastPollAt)}`)
        : ok(T.streamStatus, `${polled(s.lastPollAt)} (${T.source[s.source] ?? s.source})`),
  );
  const m = mirror.value;
  items.push(
    !m
      ? warn(T.mirrors, mirror.error ?? T.noData)
      : (m.byState.failed ?? 0) > 0
        ? warn(T.mirrors, T.mirrorsFailed(m.byState.ready ?? 0, m.byState.failed ?? 0, m.lastError?.slice(0, 120) ?? ''))
        : ok(T.mirrors, T.mirrorsOk(m.byState.ready ?? 0, (m.byState.pending ?? 0) + (m.byState.downloading ?? 0))),
  );
  // What workers report failing right now (an upstream, a job that used all its attempts).
  for (const a of alerts.value ?? []) {
    items.push(warn(a.title, T.alert(a.since.toLocaleTimeString('ru-RU', { timeZone: DAY_ZONE }), a.failures, a.message.slice(0, 160))));
  }
  return items;
}
