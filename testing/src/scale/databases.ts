/**
 * The databases of bench/scale on one PostgreSQL server: `fanhub_scale_<members>`, seeded once
 * (seed.ts leaves a marker with the size) and reused by later runs.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../global-setup.ts';
import { countRows, seedScale, seededSize, type ScaleCounts } from './seed.ts';

export { withDatabase };

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Why the server cannot be used, or null when it answers. */
export async function unreachable(serverUrl: string): Promise<string | null> {
  return withClient(serverUrl, async () => null).catch((err: unknown) => (err as Error).message);
}

/** The database of one size, seeded unless it already holds that size (a half-done one is made again). */
export async function ensureScaleDatabase(serverUrl: string, users: number, log: (msg: string) => void): Promise<string> {
  const name = `fanhub_scale_${users}`;
  const url = withDatabase(serverUrl, name);
  const fresh = await withClient(serverUrl, async (server) => {
    if ((await server.query('select 1 from pg_database where datname = $1', [name])).rowCount) {
      if ((await withClient(url, seededSize)) === users) return false;
      log(`${name}: not a finished seed of ${users} members, made again`);
      await server.query(`drop database ${name} with (force)`);
    }
    await server.query(`create database ${name}`);
    return true;
  });
  if (fresh) {
    log(`seeding ${users} members into ${name}…`);
    const { seconds } = await seedScale(url, { users, log: (m) => log(`  ${m}`) });
    log(`seeded in ${seconds} s`);
  }
  return url;
}

export const scaleCounts = (url: string): Promise<ScaleCounts> => withClient(url, countRows);

/** A live session of the seeded admin (member 1), for a token the API signs. */
export const adminSession = (url: string): Promise<string> =>
  withClient(url, async (c) => {
    const id = randomUUID();
    await c.query(`insert into sessions (id, user_id, device, expires_at) values ($1, 1, 'bench', now() + interval '1 day')`, [id]);
    return id;
  });
