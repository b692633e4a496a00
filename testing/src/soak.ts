/**
 * `npm run test:soak -- [N]`: runs each suite N times (default 5) in a row — `npm test` on PGlite,
 * the api and workers projects on PostgreSQL (DATABASE_URL, or the local server CI uses), and the
 * browser journeys — and prints a table of passes and failures with the failed tests' names. A test
 * that fails in one run of N is a defect to find at its root, not a retry to add.
 *
 *   npm run test:soak -- 5
 *   SOAK_SUITES=pglite,postgres npm run test:soak -- 3
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.argv[2] ?? 5);
const PG_URL = process.env.CI_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const npx = path.join(ROOT, 'node_modules/.bin/vitest');

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

interface Outcome {
  ok: boolean;
  seconds: number;
  failed: string[];
}

/** One run of a suite; the failed tests' names come from vitest's JSON report. */
function runOnce(suite: Suite, n: number): Promise<Outcome> {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'fanhub-soak-')), `${suite.name}-${n}.json`);
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', ...suite.env };
  for (const [k, v] of Object.entries(suite.env)) if (v === undefined) delete env[k];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npx, [...suite.args, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      let failed: string[] = [];
      try {
        const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[] };
        failed = json.testResults.flatMap((f) =>
          f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path.relative(ROOT, f.name)} › ${a.fullName}`),
        );
      } catch {
        failed = code === 0 ? [] : ['(no report: the run itself failed)'];
      }
      resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), failed });
    });
  });
}

const rows: string[] = [];
let failures = 0;
for (const suite of SUITES.filter((s) => !wanted || wanted.includes(s.name))) {
  if (suite.name === 'e2e') {
    // The journeys run against the built site: build once, as `npm run test:e2e` does.
    await new Promise((r) => spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).on('exit', r));
  }
  const outcomes: Outcome[] = [];
  for (let n = 1; n <= RUNS; n++) {
    console.log(`\n=== soak: ${suite.name}, run ${n} of ${RUNS}`);
    outcomes.push(await runOnce(suite, n));
  }
  const bad = outcomes.filter((o) => !o.ok);
  failures += bad.length;
  const names = [...new Set(bad.flatMap((o) => o.failed))];
  rows.push(`| ${suite.name} | ${RUNS} | ${RUNS - bad.length} | ${bad.length} | ${outcomes.map((o) => o.seconds).join(', ')} | ${names.join('; ') || '—'} |`);
}
console.log(`\n| suite | runs | passed | failed | seconds per run | failed tests |\n|---|---|---|---|---|---|\n${rows.join('\n')}`);
process.exit(failures ? 1 : 0);
