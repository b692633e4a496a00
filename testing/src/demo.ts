/**
 * `npm run demo`: the whole site in one process with a demo admin and its own data directory,
 * so it can be shown without touching real data or real third-party services.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const defaults: Record<string, string> = {
  DATA_DIR: path.join(root, 'data/demo'),
  ADMIN_EMAIL: 'admin@fanhub.local',
  ADMIN_PASSWORD: 'fanhub-demo-admin',
  ADMIN_USERNAME: 'admin',
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;
process.stdout.write(`demo admin: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}\n`);
await import('../../workers/src/bin/all-in-one.ts');
