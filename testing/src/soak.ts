/**
 * `npm run test:soak -- [N]`: runs each suite N times (default 5) in a row — `npm test` on PGlite,
 * the api and workers projects on PostgreSQL (DATABASE_URL, or the local server CI uses), and the
 * browser journeys — and prints a table: one row per suite, one column per run, each cell pass or
 * fail with the run's duration, then the failed tests' names. The table is printed again after every
 * run, so a soak stopped halfway still leaves what it found. A test that fails in one run of N is a
 * defect to find at its root, not a retry to add.
 *
 *   npm run test:soak -- 5
 *   SOAK_SUITES=pglite,postgres npm run test:soak -- 3
 *   E2E_WEB_DIST=/tmp/my-dist npm run test:soak -- 2    (journeys on a build of one's own; no build here)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.argv[2] ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`test:soak: the number of runs must be a whole number from 1, not "${process.argv[2]}"`);
  process.exit(2);
}
const PG_URL = process.env.CI_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const vitest = path.join(ROOT, 'node_modules/.bin/vitest');

interface Suite {
  name: string;
  args: string[];
  env: Record<string, string | undefined>;
}

const SUITES: Suite[] = [
  { name: 'pglite', args: ['run'], env: { DATABASE_URL: undefined } },
  { name: 'postgres', args: ['run', '--project', 'api', '--project', 'workers'], env: { DATABASE_URL: PG_URL } },
  { name: 'e2e', args: ['run', '--config', 'testing/vitest.e2e.config.ts'], env: {} },
];
const wanted = process.env.SOAK_SUITES?.split(',');
const chosen = SUITES.filter((s) => !wanted || wanted.includes(s.name));
if (!chosen.length) {
  console.error(`test:soak: SOAK_SUITES names none of ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

interface Outcome {
  ok: boolean;
  seconds: number;
  failed: string[];
}

/** Runs a command with the repository as its folder; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] }).on('exit', (code) => resolve(code ?? 1));
  });
}

/** One run of a suite; the failed tests' names come from vitest's JSON report. */
async function runOnce(suite: Suite, n: number): Promise<Outcome> {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'fanhub-soak-')), `${suite.name}-${n}.json`);
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', ...suite.env };
  for (const [k, v] of Object.entries(suite.env)) if (v === undefined) delete env[k];
  const started = Date.now();
  const code = await run(vitest, [...suite.args, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], env);
  let failed: string[] = [];
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
    };
    failed = json.testResults.flatMap((f) => {
      const tests = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path.relative(ROOT, f.name)} › ${a.fullName}`);
      // A file that failed outside its tests (a hook, an unhandled error) has no failed test of its own.
      return tests.length || !f.message ? tests : [`${path.relative(ROOT, f.name)} › ${f.message.split('\n')[0]}`];
    });
    if (code !== 0 && !failed.length) failed = ['(the run failed outside any test: see its output)'];
  } catch {
    failed = code === 0 ? [] : ['(no report: the run itself failed)'];
  }
  return { ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), failed };
}

const results = new Map<string, Outcome[]>(chosen.map((s) => [s.name, []]));

/** Suite × run: pass or fail and the run's seconds; then every failed test with the runs it failed in. */
function table(): string {
  const head = `| suite | ${Array.from({ length: RUNS }, (_, i) => `run ${i + 1}`).join(' | ')} | passed |`;
  const rule = `|---|${'---|'.repeat(RUNS)}---|`;
  const rows = chosen.map((s) => {
    const outcomes = results.get(s.name)!;
    const cells = Array.from({ length: RUNS }, (_, i) => {
      const o = outcomes[i];
      return o ? `${o.ok ? 'pass' : 'FAIL'} ${o.seconds} s` : '—';
    });
    return `| ${s.name} | ${cells.join(' | ')} | ${outcomes.filter((o) => o.ok).length} of ${outcomes.length} |`;
  });
  const failures = chosen.flatMap((s) => {
    const byTest = new Map<string, number[]>();
    results.get(s.name)!.forEach((o, i) => o.failed.forEach((name) => byTest.set(name, [...(byTest.get(name) ?? []), i + 1])));
    return [...byTest].map(([name, runs]) => `- ${s.name}, run ${runs.join(', ')}: ${name}`);
  });
  return [head, rule, ...rows, '', failures.length ? 'Failed tests:' : 'No failed test.', ...failures].join('\n');
}

for (const suite of chosen) {
  if (suite.name === 'e2e' && !process.env.E2E_WEB_DIST) {
    // The journeys run against the built site: built once (if stale), as `npm run test:e2e` does.
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) {
      console.error('test:soak: the web build failed; the journeys are not run');
      results.get(suite.name)!.push(...Array.from({ length: RUNS }, () => ({ ok: false, seconds: 0, failed: ['(the web build failed)'] })));
      continue;
    }
  }
  for (let n = 1; n <= RUNS; n++) {
    console.log(`\n=== soak: ${suite.name}, run ${n} of ${RUNS}`);
    results.get(suite.name)!.push(await runOnce(suite, n));
    console.log(`\n${table()}`);
  }
}
const failures = [...results.values()].flat().filter((o) => !o.ok).length;
console.log(`\n=== soak: ${RUNS} run(s) of ${chosen.map((s) => s.name).join(', ')}\n\n${table()}`);
process.exit(failures ? 1 : 0);
