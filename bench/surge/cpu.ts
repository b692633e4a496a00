/**
 * CPU time, read from /proc: what a server process (with its children: nginx's worker) spent, and
 * how busy each core was. On a shared machine req/s moves with the neighbours; the CPU a server
 * spends per request does not, and a busy load core says the load generator, not the server, set
 * the pace. Linux only; elsewhere the readings are NaN and the rows say so.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The process and its descendants. */
function tree(pid: number): number[] {
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(tree)];
}

/** Seconds of CPU (user + system) the processes and their descendants have used so far. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids.flatMap(tree)) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    // Fields after the command (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** Busy and total ticks of one core so far. */
function coreTicks(core: string): { busy: number; total: number } {
  const line = (read('/proc/stat') ?? '').split('\n').find((l) => l.startsWith(`cpu${core} `));
  if (!line) return { busy: NaN, total: NaN };
  const t = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = t[3]! + t[4]!;
  const total = t.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Measures a phase: the CPU seconds the given processes spent in it, and how busy each core was (0..1). */
export async function measureCpu<T>(pids: () => number[], cores: string[], run: () => Promise<T>) {
  const cpu0 = cpuSeconds(pids());
  const before = cores.map(coreTicks);
  const result = await run();
  const after = cores.map(coreTicks);
  return {
    result,
    cpuSeconds: cpuSeconds(pids()) - cpu0,
    coreBusy: Object.fromEntries(cores.map((c, i) => [c, (after[i]!.busy - before[i]!.busy) / (after[i]!.total - before[i]!.total)])),
  };
}

/**
 * Resolves once the processes have gone quiet: less than `busyShare` of one core over `windowMs`
 * (at most `maxMs`). After a surge a server still closes the visitors' thousands of connections;
 * measured until then, that work is its own, not the next run's (which starts on the same core).
 */
export async function settled(pids: () => number[], { windowMs = 300, busyShare = 0.1, maxMs = 15_000 } = {}): Promise<void> {
  const until = performance.now() + maxMs;
  let before = cpuSeconds(pids());
  while (performance.now() < until) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuSeconds(pids());
    if (now - before < (busyShare * windowMs) / 1000) return;
    before = now;
  }
}
