import { Queue, type ConnectionOptions } from 'bullmq';
import { QUEUES, type QueueName, type SystemItem } from '@fanhub/shared';

/** The admin reads Russian: the queues and the stream status sources by what they do. */
const QUEUE_LABEL: Record<QueueName, string> = { maintenance: 'обслуживание', stream: 'стрим', videos: 'видео' };
const DB_LABEL: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const SOURCE_LABEL: Record<string, string> = { 'stream-info': 'сервис статуса', twitch: 'Twitch API', eventsub: 'Twitch EventSub', none: 'источника ещё нет' };
import type { AppContext } from '../../context.ts';
import { streamHealth } from '../stream/service.ts';
import { videoHealth } from '../videos/service.ts';
import { activeAlerts } from './alerts.ts';
import { DAY_ZONE } from './metrics.ts';

const queues = new WeakMap<AppContext, Queue[]>();
const ok = (name: string, message: string): SystemItem => ({ name, status: 'online', message });
const warn = (name: string, message: string): SystemItem => ({ name, status: 'warning', message });
/** «опрос 12 с назад», or «опроса ещё не было» before the first one. */
const polled = (iso: string | null) => (iso ? `опрос ${ago(iso)}` : 'опроса ещё не было');
const ago = (iso: string) => `${Math.round((Date.now() - Date.parse(iso)) / 1000)} с назад`;

async function timed<T>(fn: () => Promise<T>): Promise<{ value?: T; ms: number; error?: string }> {
  const started = performance.now();
  try {
    const value = await Promise.race([fn(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('нет ответа 2 с')), 2000).unref())]);
    return { value, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return { ms: Math.round(performance.now() - started), error: (err as Error).message };
  }
}

/** GET /admin/dashboard/system: real health, each item online or warning with what it saw. */
export async function systemStatus(ctx: AppContext): Promise<SystemItem[]> {
  let list = queues.get(ctx);
  if (!list) {
    list = QUEUES.map((q) => new Queue(q, { connection: ctx.redis as unknown as ConnectionOptions, prefix: ctx.keys.bullPrefix }));
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
  const items: SystemItem[] = [ok('API', `работает ${Math.round(process.uptime())} с, Node ${process.version}`)];
  items.push(
    db.error ? warn('База данных', db.error) : ok('База данных', `${DB_LABEL[ctx.health.database.kind] ?? ctx.health.database.kind}, ответ за ${db.ms} мс`),
  );
  items.push(redis.error ? warn('Redis', redis.error) : ok('Redis', `ответ за ${redis.ms} мс`));
  const lag = relay.value;
  items.push(
    !lag
      ? warn('Поток событий', relay.error ?? 'нет данных')
      : lag.pending > 100 || lag.oldestMs > 10_000
        ? warn('Поток событий', `в очереди ${lag.pending}, старейшее ${Math.round(lag.oldestMs / 1000)} с`)
        : ok('Поток событий', `в очереди ${lag.pending}`),
  );
  for (const q of counts.value ?? []) {
    const text = `ждут ${q.waiting}, выполняются ${q.active}, с ошибкой ${q.failed}`;
    const name = `Очередь «${QUEUE_LABEL[q.name as QueueName]}»`;
    items.push(q.failed > 0 ? warn(name, text) : ok(name, text));
  }
  if (counts.error) items.push(warn('Очереди', counts.error));
  const s = stream.value;
  items.push(
    !s
      ? warn('Статус стрима', stream.error ?? 'нет данных')
      : s.errorCount > 0
        ? warn('Статус стрима', `${s.lastError ?? 'ошибка'}; ${polled(s.lastPollAt)}`)
        : ok('Статус стрима', `${polled(s.lastPollAt)} (${SOURCE_LABEL[s.source] ?? s.source})`),
  );
  const m = mirror.value;
  items.push(
    !m
      ? warn('Копии видео', mirror.error ?? 'нет данных')
      : (m.byState.failed ?? 0) > 0
        ? warn('Копии видео', `готово ${m.byState.ready ?? 0}, с ошибкой ${m.byState.failed}: ${m.lastError?.slice(0, 120) ?? ''}`)
        : ok('Копии видео', `готово ${m.byState.ready ?? 0}, ждут ${(m.byState.pending ?? 0) + (m.byState.downloading ?? 0)}`),
  );
  // What workers report failing right now (an upstream, a job that used all its attempts).
  for (const a of alerts.value ?? []) {
    items.push(warn(a.title, `сбой с ${a.since.toLocaleTimeString('ru-RU', { timeZone: DAY_ZONE })}, ошибок ${a.failures}: ${a.message.slice(0, 160)}`));
  }
  return items;
}
