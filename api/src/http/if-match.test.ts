import { describe, expect, it } from 'vitest';
import type { ContentWriteView, GiveawayView, ScheduleBodyIn, ScheduleView } from '@fanhub/shared';
import { bearer, buildAdmin, useTestApi } from '@fanhub/testing';
import { buildGiveaway } from '@fanhub/testing/giveaway-fixtures.ts';

const t = useTestApi();

/**
 * No lost update in the admin editors (shared/src/edit-version.ts): each editor's GET answers the
 * record's version as a strong ETag, a save sends it in If-Match, and a save made against a version
 * another admin already replaced is a 412 carrying the current record, the other admin's save kept.
 */
const STALE = /^Пока вы редактировали, другой администратор сохранил изменения/;

/** One editor as the tests drive it: load (body + ETag) and save (with or without If-Match). */
interface Editor<V> {
  load(token: string): Promise<{ view: V; etag: string }>;
  save(token: string, from: V, change: string, ifMatch?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Whether a view (the stored record or a 412's `current`) holds the change named. */
  has(view: V, change: string): boolean;
}

const loaded = <V>(res: { body: unknown; headers: Record<string, string | undefined> }) => ({ view: res.body as V, etag: res.headers.etag ?? '' });
const answered = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body as Record<string, unknown> });

const schedule: Editor<ScheduleView> = {
  load: async (token) => loaded(await t.http().get('/api/v1/admin/schedule').set(bearer(token)).expect(200)),
  async save(token, from, change, ifMatch) {
    // The editor sends the whole week back, here with one slot more (its title names the change).
    const body: ScheduleBodyIn = {
      timeZone: from.timeZone,
      slots: [...from.slots, { weekday: 7, start: '12:00', durationMinutes: 60, title: change, game: 'Шахматы' }],
      oneOffs: from.oneOffs,
      cancellations: from.cancellations,
    };
    const req = t.http().put('/api/v1/admin/schedule').set(bearer(token));
    if (ifMatch) req.set('If-Match', ifMatch);
    return answered(await req.send(body));
  },
  has: (view, change) => view.slots.some((s) => s.title === change),
};

const content: Editor<ContentWriteView> = {
  load: async (token) => loaded(await t.http().get('/api/v1/admin/content/about').set(bearer(token)).expect(200)),
  async save(token, from, change, ifMatch) {
    const req = t.http().put('/api/v1/admin/content/about').set(bearer(token));
    if (ifMatch) req.set('If-Match', ifMatch);
    return answered(await req.send({ ...(from.value as object), title: change }));
  },
  has: (view, change) => (view.value as { title: string }).title === change,
};

let giveawayId = 0;
const giveaway: Editor<GiveawayView> = {
  load: async (token) => loaded(await t.http().get(`/api/v1/admin/giveaways/${giveawayId}`).set(bearer(token)).expect(200)),
  async save(token, _from, change, ifMatch) {
    const req = t.http().put(`/api/v1/admin/giveaways/${giveawayId}`).set(bearer(token));
    if (ifMatch) req.set('If-Match', ifMatch);
    return answered(await req.send({ title: change }));
  },
  has: (view, change) => view.title === change,
};

const editors: [string, Editor<never>, (admin: Awaited<ReturnType<typeof buildAdmin>>) => Promise<void>][] = [
  ['the schedule (PUT /admin/schedule)', schedule as Editor<never>, async () => {}],
  ['a site-content key (PUT /admin/content/:key)', content as Editor<never>, async () => {}],
  [
    'a giveaway (PUT /admin/giveaways/:id)',
    giveaway as Editor<never>,
    async (admin) => {
      giveawayId = (await buildGiveaway(t, admin)).id;
    },
  ],
];

describe.each(editors)('%s: no lost update', (_name, editor, prepare) => {
  it("answers its version as a strong ETag; a stale save is 412 with the current record and the first admin's change survives", async () => {
    const [anna, boris] = [await buildAdmin(t), await buildAdmin(t)];
    await prepare(anna);
    const a = await editor.load(anna.token);
    const b = await editor.load(boris.token);
    expect(a.etag).toMatch(/^"\d+"$/);
    expect(b.etag).toBe(a.etag);

    const first = await editor.save(anna.token, a.view, 'Правка Анны', a.etag);
    expect(first.status).toBe(200);
    const next = Number(JSON.parse(a.etag)) + 1;
    expect(first.body.version).toBe(next);

    const second = await editor.save(boris.token, b.view, 'Правка Бориса', b.etag);
    expect(second.status).toBe(412);
    expect(second.body.code).toBe('stale_version');
    expect(second.body.detail).toMatch(STALE);
    // The current record as the editor's GET answers it: Anna's change in it, Boris's not.
    const after = await editor.load(boris.token);
    expect(after.etag).toBe(`"${next}"`);
    expect(second.body.current).toEqual(JSON.parse(JSON.stringify({ ...(after.view as object), ...pick(second.body.current, ['occurrences']) })));
    expect(editor.has(second.body.current as never, 'Правка Анны')).toBe(true);
    expect(editor.has(after.view, 'Правка Анны')).toBe(true);
    expect(editor.has(after.view, 'Правка Бориса')).toBe(false);

    // Boris re-applies his edit onto the current version: taken, and both survive where they can.
    const retried = await editor.save(boris.token, after.view, 'Правка Бориса', after.etag);
    expect(retried.status).toBe(200);
    expect(editor.has((await editor.load(anna.token)).view, 'Правка Бориса')).toBe(true);
  });

  it('two saves sent at once with the same If-Match: exactly one is taken, the other is 412', async () => {
    const admin = await buildAdmin(t);
    await prepare(admin);
    const { view, etag } = await editor.load(admin.token);
    const results = await Promise.all([editor.save(admin.token, view, 'Первая', etag), editor.save(admin.token, view, 'Вторая', etag)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!;
    const loser = results.find((r) => r.status === 412)!;
    const stored = (await editor.load(admin.token)).view;
    // What is stored is the taken save, and the refused one was shown exactly that.
    const winnerText = editor.has(winner.body as never, 'Первая') ? 'Первая' : 'Вторая';
    expect(editor.has(stored, winnerText)).toBe(true);
    expect(editor.has(stored, winnerText === 'Первая' ? 'Вторая' : 'Первая')).toBe(false);
    expect(editor.has(loser.body.current as never, winnerText)).toBe(true);
  });

  it('a save without If-Match is taken (API clients); a malformed one is a 400 in Russian', async () => {
    const admin = await buildAdmin(t);
    await prepare(admin);
    const { view } = await editor.load(admin.token);
    expect((await editor.save(admin.token, view, 'Без условия')).status).toBe(200);
    const bad = await editor.save(admin.token, view, 'Слабый тег', 'W/"1"');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'bad_if_match', detail: 'Заголовок If-Match должен содержать версию записи из ETag, например "12".' });
  });
});

/** The schedule's occurrences are computed for "now": the 412's and a later GET's may differ by a tick. */
function pick(o: unknown, keys: string[]): Record<string, unknown> {
  const src = (o ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in src).map((k) => [k, src[k]]));
}
