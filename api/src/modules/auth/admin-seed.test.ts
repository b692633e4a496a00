import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApi } from '@fanhub/testing';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const admin = { ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'first admin pass', ADMIN_USERNAME: 'boss' };

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD once, and a restart does not duplicate it', async () => {
    const database = await createTestDatabase();
    try {
      for (let start = 0; start < 2; start++) {
        const t = await startTestApi(admin, { database });
        const token = await t.login(admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
        const me = await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
        expect(me.body).toMatchObject({ username: 'boss', role: 'admin', is_superuser: true });
        await t.close();
      }
      const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('does not stop the API when ADMIN_USERNAME already belongs to someone else', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestApi({}, { database });
      await first.register({ username: 'BOSS' }); // the same name in other letters' case
      await first.close();
      const t = await startTestApi(admin, { database });
      await t.http().post('/api/v1/auth/login').type('form').send({ username: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }).expect(401);
      await t.http().get('/api/ready').expect(200);
      await t.close();
    } finally {
      await database.close();
    }
  });

  it('can be created with the CLI, which validates its arguments', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-cli-'));
    const node = path.resolve('node_modules/.bin/node');
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir };
    const bad = spawnSync(node, ['api/src/bin/create-admin.ts', '--email', 'not-an-email', '--password', 'x'], { env, encoding: 'utf8', timeout: 30_000 });
    expect(bad.status).toBe(64);
    expect(bad.stderr).toContain('--email: Некорректный email');
    const ok = spawnSync(node, ['api/src/bin/create-admin.ts', '--email', 'cli@example.org', '--password', 'cli admin pass', '--username', 'cli_boss'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(ok.stdout.trim()).toBe('admin cli@example.org created');
    const again = spawnSync(node, ['api/src/bin/create-admin.ts', '--email', 'cli@example.org', '--password', 'cli admin pass'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(again.stdout.trim()).toBe('cli@example.org already exists; nothing changed');
    const taken = spawnSync(node, ['api/src/bin/create-admin.ts', '--email', 'other@example.org', '--password', 'cli admin pass', '--username', 'cli_boss'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('the username cli_boss belongs to another account');
  }, 90_000); // four CLI processes, each opening (the first creating) a PGlite database

  it('the CLI-created admin is really an admin in that database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-cli-'));
    const node = path.resolve('node_modules/.bin/node');
    spawnSync(node, ['api/src/bin/create-admin.ts', '--email', 'root@example.org', '--password', 'root admin pass'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const db = await openDatabase({ DATA_DIR: dataDir });
    try {
      const [row] = await db.db.select({ role: users.role, su: users.isSuperuser, username: users.username }).from(users);
      expect(row).toEqual({ role: 'admin', su: true, username: 'admin' });
    } finally {
      await db.close();
    }
  });
});
