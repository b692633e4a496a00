/**
 * Creates an admin account (or promotes nothing: an existing e-mail is left as it is).
 *   npm run admin:create -- --email boss@example.org --password 'long secret' [--username boss]
 * In the embedded mode stop the server first: PGlite's data directory has one owner at a time.
 */
import { parseArgs } from 'node:util';
import { RegisterBody } from '@fanhub/shared';
import { configOrExit, loadApiConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createOutbox } from '../events/outbox.ts';
import { ensureAdmin } from '../modules/auth/index.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } } });
const config = configOrExit(() => loadApiConfig());
const parsed = RegisterBody.safeParse({ email: values.email, password: values.password, username: values.username ?? config.ADMIN_USERNAME });
if (!parsed.success) {
  for (const issue of parsed.error.issues) process.stderr.write(`--${issue.path.join('.')}: ${issue.message}\n`);
  process.stderr.write('usage: npm run admin:create -- --email EMAIL --password PASSWORD [--username NAME]\n');
  process.exit(64);
}
const database = await openDatabase(config);
await database.migrate();
const result = await ensureAdmin(createOutbox(database.db), database.db, parsed.data, config.PASSWORD_HASH_COST);
await database.close();
if (result === 'username-taken') {
  process.stderr.write(`the username ${parsed.data.username} belongs to another account: choose another with --username\n`);
  process.exit(1);
}
process.stdout.write(result === 'created' ? `admin ${parsed.data.email} created\n` : `${parsed.data.email} already exists; nothing changed\n`);
