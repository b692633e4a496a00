/** `npm run seed:scale -- --users 1000000 [--database-url postgres://…]` (default DATABASE_URL): see seed.ts. */
import { parseArgs } from 'node:util';
import { seedScale } from './seed.ts';

const { values } = parseArgs({ options: { users: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } } });
const users = Number(values.users);
const url = values['database-url'] ?? process.env.DATABASE_URL;
if (!Number.isInteger(users) || users < 10) {
  console.error('--users: a whole number, at least 10');
  process.exit(2);
}
if (!url) {
  console.error('seed:scale needs PostgreSQL: set DATABASE_URL or pass --database-url (PGlite is one connection: a million rows belong on a server)');
  process.exit(2);
}
const { seconds, counts } = await seedScale(url, { users, log: (m) => console.log(`  ${m}`) });
console.log(`seeded ${users} members in ${seconds} s:`, counts);
