import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@fanhub/api/db';
import { withDatabase } from './global-setup.ts';

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
  // Concurrent copies of one template can collide ("being accessed by other users"): retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
      break;
    } catch (err) {
      if (attempt >= 20 || !String(err).includes('accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
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
