/**
 * Where a CPU profile's time went: the functions with the most self time, and the same time summed
 * by where the code lives (a package under node_modules, our workspace, Node's internals).
 * `node bench/surge/profile-top.ts <file.cpuprofile> [rows]`; bench/surge prints it for
 * BENCH_SURGE_PROFILE.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a script lives: `pkg:<name>`, `ours:<workspace>`, `node`, or what V8 calls it. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  const ours = /\/(api|workers|shared|web|bench|testing)\/src\//.exec(url) ?? /\/(bench)\//.exec(url);
  if (ours) return `ours:${ours[1]}`;
  if (url.startsWith('node:')) return 'node';
  return url ? 'other' : '(vm)';
}

const short = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(api|workers|shared|bench|testing)\//, '$1/');

export function topOfProfile(file: string, rows = 30): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url ? `${short(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const place = functionName.startsWith('(') ? functionName : placeOf(url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const lines = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  return [
    `${file}: ${(total / 1e6).toFixed(1)} s sampled`,
    'self time by place:',
    ...lines(byPlace, 15),
    'self time by function:',
    ...lines(byFunction, rows),
  ].join('\n');
}

if (import.meta.main) console.log(topOfProfile(process.argv[2]!, Number(process.argv[3] ?? 30)));
