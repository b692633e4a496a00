import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Row {
  bench: string;
  runtime: string;
  metric: string;
  ours: number;
  anchor: number;
  ratio: number;
  goal: string;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);

/** One table row: ours against its anchor, with their ratio (ours ÷ anchor). */
export const benchRow = (bench: string, runtime: string, metric: string, ours: number, anchor: number, goal: string): Row => ({
  bench,
  runtime,
  metric,
  ours,
  anchor,
  ratio: ratio(ours, anchor),
  goal,
});

export function printTable(rows: Row[]): void {
  console.table(rows.map((r) => ({ ...r, ours: Math.round(r.ours * 10) / 10, anchor: Math.round(r.anchor * 10) / 10 })));
}

export function writeResult(name: string, rows: Row[]): void {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
}

/**
 * Runs benchmarks against REDIS_URL, or against a throwaway Redis started for the run and stopped
 * after it. The API's runtime is imported here, on use, so load processes importing this file stay light.
 */
export async function withBenchRedis<T>(run: (redisUrl: string) => Promise<T>): Promise<T> {
  const { ensureRedis } = await import('@fanhub/api/runtime');
  const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    dir: path.join(tmpdir(), 'fanhub-bench-redis'),
    allowStart: true,
    persist: false,
  });
  try {
    return await run(redis.url);
  } finally {
    await redis.stop();
  }
}

/** A bench started on its own (`node bench/<name>/index.ts`): a throwaway Redis, then its table printed and saved. */
export async function runStandalone(name: string, bench: (redisUrl: string) => Promise<Row[]>): Promise<void> {
  const rows = await withBenchRedis(bench);
  printTable(rows);
  writeResult(name, rows);
}
