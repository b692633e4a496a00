/**
 * Lints the OpenAPI document with Redocly's recommended rules (redocly.yaml at the root):
 *   npm run lint:api-doc
 * The document is made from the declared endpoints, as /api/openapi.json serves it, without a
 * database or Redis; it is written to a temporary file and linted there. Any error or warning fails
 * the run, as ESLint's warnings do.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { apiEndpoints } from '../endpoints.ts';
import { openApiDocument } from '../http/openapi.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-api-doc-'));
try {
  // Building the endpoints reads only the configuration; its defaults do, with a throwaway secret and data directory.
  const config = loadApiConfig({ JWT_SECRET: 'lint-only-'.repeat(4), DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(apiEndpoints({ config } as AppContext)), null, 2));
  const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'], {
    encoding: 'utf8',
    // No usage report and no update check: the lint works offline and says nothing about us.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  let report: { totals: { errors: number; warnings: number }; problems: Problem[] };
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    process.stderr.write(`redocly lint gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    process.exit(1);
  }
  for (const p of report.problems)
    process.stdout.write(`${p.severity === 'error' ? 'error' : 'warning'}  ${p.ruleId}  ${p.location[0]?.pointer ?? ''}\n  ${p.message}\n`);
  const { errors, warnings } = report.totals;
  process.stdout.write(`API document, redocly lint (redocly.yaml): ${errors} errors, ${warnings} warnings\n`);
  process.exitCode = errors + warnings > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
