/**
 * A CPU profile of our process over one phase of the bench (BENCH_SURGE_PROFILE): the process runs
 * with its inspector on a loopback port; the profiler is started when the phase starts and stopped
 * when it ends, so the profile holds that phase only (not the start-up, not the anchor's turn).
 * Each profile is written as <dir>/<phase>.cpuprofile (Chrome DevTools opens it) and summarised.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { topOfProfile } from './profile-top.ts';

export async function connectProfiler(inspectPort: number, dir: string) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (m: MessageEvent<string>) => {
    const reply = JSON.parse(m.data) as { id?: number; result?: unknown };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result);
  };
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      waiting.set(++id, resolve as (result: unknown) => void);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 500 });
  return {
    start: () => call('Profiler.start'),
    async stop(phase: string): Promise<void> {
      const { profile } = await call<{ profile: object }>('Profiler.stop');
      const file = path.join(dir, `${phase.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(topOfProfile(file, 25));
    },
    close: () => ws.close(),
  };
}
