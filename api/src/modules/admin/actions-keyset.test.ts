import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userActions } from '@fanhub/api/db';
import { useTestApi } from '@fanhub/testing';

const t = useTestApi();
const MEMBER = 2_000_000_000;
let token: string;
/** The member's rows as the log shows them: newest first, ties by id. */
let expected: number[];
let expectedLogins: number[];

beforeAll(async () => {
  token = (await t.signedInUser({ admin: true })).token;
  // 45 rows of one member, three to a moment: the keyset must order ties by id and never skip one.
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = await t.db
    .insert(userActions)
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        eventId: randomUUID(),
        userId: MEMBER,
        username: 'keyset_member',
        actionType: i % 2 ? ('login' as const) : ('other' as const),
        actionDetails: `row ${i}`,
        eventType: 'user.logged_in',
        timestamp: new Date(base + Math.floor(i / 3) * 60_000),
      })),
    )
    .returning({ id: userActions.id, at: userActions.timestamp, type: userActions.actionType });
  rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  expected = rows.map((r) => r.id);
  expectedLogins = rows.filter((r) => r.type === 'login').map((r) => r.id);
});

const page = async (query: string) =>
  (await t.http().get(`/api/v1/admin/dashboard/actions?user_id=${MEMBER}&limit=10&${query}`).set('Authorization', `Bearer ${token}`).expect(200)).body as {
    actions: { id: number }[];
    page: number;
    totalPages: number;
    total: number;
    next_cursor: number | null;
    prev_cursor: number | null;
  };

describe('the activity log by keyset', () => {
  it('walks forward to the end and back to the start, every row once, in order', async () => {
    const forward: number[][] = [];
    let p = await page('');
    expect(p).toMatchObject({ total: 45, totalPages: 5, page: 1, prev_cursor: null });
    forward.push(p.actions.map((a) => a.id));
    while (p.next_cursor !== null) {
      p = await page(`cursor=${p.next_cursor}&dir=next&page=${p.page + 1}`);
      forward.push(p.actions.map((a) => a.id));
    }
    expect(p.page).toBe(5);
    expect(forward.flat()).toEqual(expected);

    const back: number[][] = [forward.at(-1)!];
    while (p.prev_cursor !== null) {
      p = await page(`cursor=${p.prev_cursor}&dir=prev&page=${p.page - 1}`);
      back.unshift(p.actions.map((a) => a.id));
    }
    expect(back).toEqual(forward);
  });

  it('jumps to the last page (the oldest rows) and steps back from it', async () => {
    const last = await page('dir=last');
    expect(last.actions.map((a) => a.id)).toEqual(expected.slice(-10));
    expect(last).toMatchObject({ page: 5, next_cursor: null });
    const before = await page(`cursor=${last.prev_cursor}&dir=prev&page=4`);
    expect(before.actions.map((a) => a.id)).toEqual(expected.slice(-20, -10));
  });

  it('keeps a filter across pages; the unfiltered total is the whole log', async () => {
    const first = await page('type=login');
    const second = await page(`type=login&cursor=${first.next_cursor}&dir=next&page=2`);
    expect(first.total).toBe(22);
    expect([...first.actions, ...second.actions].map((a) => a.id)).toEqual(expectedLogins.slice(0, 20));
    const all = (await t.http().get('/api/v1/admin/dashboard/actions').set('Authorization', `Bearer ${token}`).expect(200)).body;
    const [rows] = await t.db.select({ n: count() }).from(userActions);
    expect(all.total).toBe(rows!.n);
  });

  it('refuses a cursor that is not an id, and an offset page past 100 000, in Russian', async () => {
    const bad = await t.http().get('/api/v1/admin/dashboard/actions?cursor=abc&dir=next').set('Authorization', `Bearer ${token}`).expect(422);
    expect(JSON.stringify(bad.body)).toContain('Курсор — идентификатор записи журнала');
    const deep = await t.http().get('/api/v1/admin/dashboard/actions?page=100001').set('Authorization', `Bearer ${token}`).expect(422);
    expect(JSON.stringify(deep.body)).toContain('Без курсора — страница не дальше 100 000');
  });
});
