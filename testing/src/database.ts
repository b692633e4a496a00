import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@fanhub/api/db';
import { withDatabase } from './global-setup.ts';

/** The advisory lock's first key: copies of one run's template (the second key names the template). */
const TEMPLATE_COPY_LOCK = 7_001_900;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the template dump,
 * or (DATABASE_URL set) a new PostgreSQL database copied from the template database.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ DATA_DIR: tmpdir(), memory: true, loadDataDir: dump });
  }
  // Named after the run's template, so a run cleans up only its own copies (runs may share a server).
  const name = `${inject('pgTemplateDb')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy reads the template as a session of its own, and a second copy started meanwhile fails
  // ("being accessed by other users"): the run's copies take turns under an advisory lock.
  try {
    await admin.query('select pg_advisory_lock($1, hashtext($2))', [TEMPLATE_COPY_LOCK, inject('pgTemplateDb')]);
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    // A commit need not wait for its WAL to reach the disk here: no test survives a server crash,
    // and the suite commits thousands of times (a disk flush each, on the CI box's one disk).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end(); // ends the session, and so its lock
  }
  const dbUrl = withDatabase(url, name);
  const db = await openDatabase({ DATABASE_URL: dbUrl, DATA_DIR: tmpdir(), poolSize: 5 });
  return {
    ...db,
    url: dbUrl,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
