import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadApiConfig } from './config.ts';

describe('configuration', () => {
  it('needs no variables at all (embedded mode)', () => {
    const config = loadApiConfig({ DATA_DIR: '/tmp/fanhub-config-test' });
    expect(config).toMatchObject({ PORT: 7001, REDIS_URL: 'redis://127.0.0.1:6379', SERVE_WEB: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('counts ADMIN_PASSWORD in bytes, as bcrypt does', () => {
    expect(() => loadApiConfig({ ADMIN_PASSWORD: 'пароль'.repeat(7) })).toThrow(/ADMIN_PASSWORD/); // 42 letters, 84 bytes
    expect(loadApiConfig({ ADMIN_PASSWORD: 'пароль'.repeat(6) }).ADMIN_PASSWORD).toHaveLength(36); // 72 bytes
  });

  it('reports every bad variable by name, one line each', () => {
    const attempt = () => loadApiConfig({ PORT: 'seventy', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    const lines = (() => {
      try {
        attempt();
      } catch (err) {
        return (err as Error).message.split('\n');
      }
      return [];
    })();
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.split(':')[1]?.trim()).sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PORT']);
  });

  it('a bad value stops the process with one clear line', () => {
    const node = path.resolve('node_modules/.bin/node');
    const run = spawnSync(node, ['api/src/main.ts'], { env: { PATH: process.env.PATH, PORT: 'abc' }, encoding: 'utf8', timeout: 15_000 });
    expect(run.status).toBe(78);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });
});
