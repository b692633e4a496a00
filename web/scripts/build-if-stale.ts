/**
 * `npm run build:web`: builds the web client with Vite only when web/dist is older than its sources.
 * Run by plain `node` (Node 24 strips the types), so: erasable TypeScript only.
 *
 *   node web/scripts/build-if-stale.ts          build if stale
 *   node web/scripts/build-if-stale.ts --force  build anyway
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkBundleBudget } from './bundle-budget.ts';

const webDir = resolve(import.meta.dirname, '..');
const repoDir = resolve(webDir, '..');
const distIndex = join(webDir, 'dist', 'index.html');

/** Everything the bundle is made from. */
const SOURCES = [join(webDir, 'src'), join(webDir, 'index.html'), join(webDir, 'vite.config.ts'), join(webDir, 'public'), join(repoDir, 'shared', 'src')];

interface Newest {
  path: string;
  mtimeMs: number;
}

/** The most recently modified file under `path` (a file or a folder), or null if there is none. */
function newestFile(path: string): Newest | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (stat.isFile()) return { path, mtimeMs: stat.mtimeMs };
  if (!stat.isDirectory()) return null;
  let newest: Newest | null = null;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const found = newestFile(join(path, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

function staleReason(): string | null {
  if (process.argv.includes('--force')) return 'asked with --force';
  if (!existsSync(distIndex)) return `${relative(repoDir, distIndex)} is missing`;
  const builtAt = statSync(distIndex).mtimeMs;
  for (const source of SOURCES) {
    const newest = newestFile(source);
    if (newest && newest.mtimeMs > builtAt) return `${relative(repoDir, newest.path)} changed after the last build`;
  }
  return null;
}

const reason = staleReason();
if (!reason) {
  console.log(`web: ${relative(repoDir, distIndex)} is up to date, vite build skipped`);
  // The build checks the size budget itself (vite.config.ts); a skipped build is checked here.
  const verdict = checkBundleBudget(join(webDir, 'dist'));
  console.log(verdict.message);
  if (!verdict.ok) process.exit(1);
} else {
  console.log(`web: building (${reason})`);
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`web: built ${relative(repoDir, join(webDir, 'dist'))} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
