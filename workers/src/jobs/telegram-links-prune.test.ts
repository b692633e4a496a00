import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@fanhub/testing';
import { telegramLinkTokens, users } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { createLogger } from '@fanhub/api/runtime';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { HANDLERS } from '../registry.ts';

const database = useTestDatabase();

describe('telegram-links-prune', () => {
  it('drops links a day after they expired, keeps the others', async () => {
    const [u] = await database.db.insert(users).values({ email: 'tl@example.org', username: 'linker', passwordHash: 'x' }).returning();
    const hour = 3_600_000;
    const link = (tokenHash: string, expiresIn: number) => ({
      tokenHash,
      userId: u!.id,
      link: `https://t.me/bot?start=${tokenHash}`,
      expiresAt: new Date(Date.now() + expiresIn),
    });
    await database.db.insert(telegramLinkTokens).values([link('valid', hour), link('expired-recently', -hour), link('expired-long-ago', -25 * hour)]);
    const ctx: JobContext = { db: database.db, outbox: createOutbox(database.db), logger: createLogger('test', 'silent'), config: loadWorkersConfig({}) };
    await HANDLERS['telegram-links-prune'](ctx, {});
    const left = (await database.db.select({ tokenHash: telegramLinkTokens.tokenHash }).from(telegramLinkTokens)).map((r) => r.tokenHash).sort();
    expect(left).toEqual(['expired-recently', 'valid']);
  });
});
