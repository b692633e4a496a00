/**
 * Vitest global setup: one real Redis for the run (REDIS_URL, or a private redis-server), and a
 * migrated database template that every test file copies (PGlite dump, or a PostgreSQL template
 * database when DATABASE_URL is set).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '@fanhub/api/db';
import { ensureRedis } from '@fanhub/api/runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-test-'));
  const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { dir: path.join(dir, 'redis'), allowStart: true, persist: false });
  project.provide('redisUrl', redis.url);

  let cleanupPg = async () => undefined as unknown;
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fanhub_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const tplUrl = withDatabase(url, name);
    const db = await openDatabase({ DATABASE_URL: tplUrl, DATA_DIR: dir, poolSize: 1 });
    await db.migrate();
    await db.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    cleanupPg = async () => {
      const leftovers = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [`${name}\\_%`, name]);
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  } else {
    const db = await openDatabase({ DATA_DIR: dir, memory: true });
    await db.migrate();
    const file = path.join(dir, 'template.tar.gz');
    writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
    await db.close();
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplateDb', '');
  }

  return async () => {
    await cleanupPg();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
