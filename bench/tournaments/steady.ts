/**
 * A steady load: GETs of one URL at a fixed rate (an open loop: a slow answer does not slow the
 * arrivals, as visitors do not wait for each other), each answer's latency from its request to its
 * last byte.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SteadyResult {
  latencies: number[];
  errors: number;
}

export async function steadyLoad(url: string, ratePerSecond: number, seconds: number): Promise<SteadyResult> {
  const total = Math.round(ratePerSecond * seconds);
  const period = 1000 / ratePerSecond;
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * period;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const t0 = performance.now();
    inFlight.push(
      fetch(url).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.status === 200) latencies.push(performance.now() - t0);
          else errors++;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  return { latencies, errors };
}

export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
