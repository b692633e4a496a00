import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process measures for operators (GET /metrics, docs/operations.md 'Metrics'): the process-wide part.
 * Each API app adds its own registry (http/metrics.ts); an upstream call has no app at hand, so its
 * failures are counted here, once per process.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'fanhub_' });

const upstreamErrors = new Counter({
  name: 'fanhub_upstream_errors_total',
  help: 'Failed attempts at an outside service, by provider and kind (timeout, unreachable, status, answer)',
  labelNames: ['provider', 'kind'] as const,
  registers: [processRegistry],
});

/** `what` names the call ('twitch token', 'telegram getUpdates'): its first word is the provider. */
export function countUpstreamError(what: string, err: unknown): void {
  const kind = (err as { kind?: unknown } | null)?.kind;
  upstreamErrors.inc({ provider: what.split(/[\s:]/)[0]!.toLowerCase() || 'unknown', kind: typeof kind === 'string' ? kind : 'other' });
}
