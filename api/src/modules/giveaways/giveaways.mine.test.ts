import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApi, type SignedInUser } from '@fanhub/testing';
import { buildGiveaway, enterAs, expectedRanking } from '@fanhub/testing/giveaway-fixtures.ts';
import { giveawayWinners, outbox, userActions } from '../../db/schema.ts';
import { replaceExpired } from './redraw.ts';

/** «Мои розыгрыши» (GET /profile/me/giveaways), the claim with its delivery details, and their privacy. */
const t = useTestApi();

type Item = { giveaway_id: number; status: string; [k: string]: unknown };
type Mine = { current: Item[]; history: Item[]; next_cursor: string | null };

const mine = async (m: { token: string }, query = ''): Promise<Mine> =>
  (await t.http().get(`/api/v1/profile/me/giveaways${query}`).set(bearer(m.token)).expect(200)).body as Mine;
const statusOf = (list: Mine, id: number) => [...list.current, ...list.history].find((i) => i.giveaway_id === id)?.status;
const claim = (m: { token: string }, id: number, body: unknown) =>
  t
    .http()
    .post(`/api/v1/giveaways/${id}/claim`)
    .set(bearer(m.token))
    .send(body as object);

async function closeAndDraw(admin: { token: string }, id: number) {
  await t.http().post(`/api/v1/admin/giveaways/${id}/close`).set(bearer(admin.token)).expect(200);
  return (await t.http().post(`/api/v1/admin/giveaways/${id}/draw`).set(bearer(admin.token)).expect(200)).body as {
    seed: string;
    winners: { user_id: number }[];
  };
}

/** A drawn giveaway between `members`, one winner; answers the winner and the others. */
async function drawnBetween(admin: { token: string }, members: SignedInUser[], fields: Record<string, unknown> = {}) {
  const g = await buildGiveaway(t, admin, fields);
  for (const m of members) await enterAs(t, m, g.id);
  const drawn = await closeAndDraw(admin, g.id);
  const winner = members.find((m) => m.id === drawn.winners[0]!.user_id)!;
  return { g, drawn, winner, losers: members.filter((m) => m !== winner) };
}

describe('«Мои розыгрыши»: the member’s own giveaways', () => {
  it('is for members only: a visitor gets 401', async () => {
    const res = await t.http().get('/api/v1/profile/me/giveaways').expect(401);
    expect(typeof res.body.detail).toBe('string');
  });

  it('lists only the member’s own giveaways, each in its stage; another member’s entries never show', async () => {
    const admin = await buildAdmin(t);
    const [ann, bob] = [await buildUser(t), await buildUser(t)];
    const running = await buildGiveaway(t, admin, { title: 'Идёт', delivery: 'Пришлём код в Telegram' });
    const left = await buildGiveaway(t, admin, { title: 'Отказалась' });
    const bobs = await buildGiveaway(t, admin, { title: 'Только Боб' });
    const closed = await buildGiveaway(t, admin, { title: 'Закрыт' });
    for (const g of [running, left, closed]) await enterAs(t, ann, g.id);
    await enterAs(t, bob, bobs.id);
    await enterAs(t, bob, running.id);
    await t.http().delete(`/api/v1/giveaways/${left.id}/entries/me`).set(bearer(ann.token)).expect(204);
    await t.http().post(`/api/v1/admin/giveaways/${closed.id}/close`).set(bearer(admin.token)).expect(200);

    const list = await mine(ann);
    expect(list.current.map((i) => [i.giveaway_id, i.status])).toEqual([
      // Entries by their giveaway's end: the closed one ended first.
      [closed.id, 'awaiting_draw'],
      [running.id, 'open'],
    ]);
    expect(list.history.map((i) => [i.giveaway_id, i.status])).toEqual([[left.id, 'withdrawn']]);
    expect(list.next_cursor).toBeNull();
    const open = list.current.find((i) => i.giveaway_id === running.id)!;
    expect(open).toMatchObject({ title: 'Идёт', eligible: true, delivery: 'Пришлём код в Telegram', auto_draw: true, drawn_at: null, rank: null });
    expect(typeof open.entered_at).toBe('string');
    expect(list.history[0]).toMatchObject({ entered_at: null, withdrawn_at: expect.any(String) });
    expect(statusOf(list, bobs.id)).toBeUndefined();

    // Bob's list: his own two, never Ann's.
    const his = await mine(bob);
    expect([...his.current, ...his.history].map((i) => i.giveaway_id).sort()).toEqual([running.id, bobs.id].sort());

    // Entering again after withdrawing: the entry is the state again.
    await enterAs(t, ann, left.id);
    expect(statusOf(await mine(ann), left.id)).toBe('open');
  });

  it('follows the draw: the winner has a win to claim (with its deadline), the others lost; the claim keeps the details for the admins', async () => {
    const admin = await buildAdmin(t);
    const members = [await buildUser(t), await buildUser(t), await buildUser(t)];
    const { g, winner, losers } = await drawnBetween(admin, members, { claim_hours: 24 });

    const won = await mine(winner);
    expect(won.current).toHaveLength(1);
    expect(won.current[0]).toMatchObject({ giveaway_id: g.id, status: 'won', rank: 1, claimed_at: null, delivery_details: null, drawn_at: expect.any(String) });
    expect(Date.parse(won.current[0]!.claim_deadline as string) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    for (const l of losers) expect((await mine(l)).history.find((i) => i.giveaway_id === g.id)).toMatchObject({ status: 'lost', rank: null, eligible: true });

    await claim(winner, g.id, { delivery_details: '  Telegram @winner_tg\nили e-mail win@example.org  ' }).expect(200);
    const after = await mine(winner);
    expect(after.current).toEqual([]);
    expect(after.history.find((i) => i.giveaway_id === g.id)).toMatchObject({
      status: 'claimed',
      claimed_at: expect.any(String),
      // Trimmed, the line break kept (an address has lines).
      delivery_details: 'Telegram @winner_tg\nили e-mail win@example.org',
    });
    // The winner's own details are theirs: a loser's list of the same giveaway has none.
    expect((await mine(losers[0]!)).history.find((i) => i.giveaway_id === g.id)?.delivery_details).toBeNull();
  });

  it('a win not claimed in time reads «expired», and the next rank finds a win to claim', async () => {
    const admin = await buildAdmin(t);
    const members = [await buildUser(t), await buildUser(t), await buildUser(t)];
    const { g, drawn } = await drawnBetween(admin, members, { claim_hours: 1 });
    const ranking = expectedRanking(
      drawn.seed,
      members.map((m) => m.id),
    );
    const [first, second] = [members.find((m) => m.id === ranking[0])!, members.find((m) => m.id === ranking[1])!];
    expect(statusOf(await mine(second), g.id)).toBe('lost');
    await t.db
      .update(giveawayWinners)
      .set({ claimDeadline: new Date(Date.now() - 1000) })
      .where(eq(giveawayWinners.userId, first.id));
    await replaceExpired(t.api.ctx, g.id);
    expect((await mine(first)).history.find((i) => i.giveaway_id === g.id)).toMatchObject({ status: 'expired', rank: 1 });
    expect((await mine(second)).current.find((i) => i.giveaway_id === g.id)).toMatchObject({ status: 'won', rank: 2 });
  });

  it('pages the history by cursor, newest end first, without repeats; a page after the first has no current part', async () => {
    const admin = await buildAdmin(t);
    const [me, other] = [await buildUser(t), await buildUser(t)];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { g, winner } = await drawnBetween(admin, [me, other]);
      // A win claimed is history too: only the running entry stays current.
      if (winner === me) await claim(me, g.id, { delivery_details: 'Telegram @me' }).expect(200);
      ids.push(g.id);
    }
    const running = await buildGiveaway(t, admin);
    await enterAs(t, me, running.id);

    const first = await mine(me, '?limit=2');
    expect(first.current.map((i) => i.giveaway_id)).toEqual([running.id]);
    // Closed one after another: the newest end is the last one drawn.
    expect(first.history.map((i) => i.giveaway_id)).toEqual([ids[4], ids[3]]);
    expect(first.next_cursor).toMatch(/^\d+\.\d+$/);
    const second = await mine(me, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.current).toEqual([]);
    expect(second.history.map((i) => i.giveaway_id)).toEqual([ids[2], ids[1]]);
    const third = await mine(me, `?limit=2&cursor=${second.next_cursor}`);
    expect(third.history.map((i) => i.giveaway_id)).toEqual([ids[0]]);
    expect(third.next_cursor).toBeNull();
  });

  it('refuses a malformed cursor or limit with a Russian 422', async () => {
    const m = await buildUser(t);
    for (const [query, detail] of [
      ['?cursor=abc', 'Курсор — значение next_cursor из предыдущего ответа'],
      ['?cursor=1.2.3', 'Курсор — значение next_cursor из предыдущего ответа'],
      ['?limit=0', 'limit — целое число от 1 до 50'],
      ['?limit=51', 'limit — целое число от 1 до 50'],
      ['?limit=x', 'limit — целое число от 1 до 50'],
    ]) {
      const res = await t.http().get(`/api/v1/profile/me/giveaways${query}`).set(bearer(m.token)).expect(422);
      expect(res.body.detail).toBe(detail);
    }
  });
});

describe('claiming with the delivery details', () => {
  it('asks for them, in Russian: missing, too short, too long, control characters, unknown fields', async () => {
    const admin = await buildAdmin(t);
    const { g, winner } = await drawnBetween(admin, [await buildUser(t)]);
    const cases: [unknown, string][] = [
      [{}, 'Напишите, как передать вам приз: контакт для связи или адрес'],
      [{ delivery_details: '   ' }, 'Напишите, как передать вам приз: контакт для связи или адрес'],
      [{ delivery_details: 42 }, 'Напишите, как передать вам приз: контакт для связи или адрес'],
      [{ delivery_details: 'ab' }, 'Слишком коротко: не короче 3 символов'],
      [{ delivery_details: 'я'.repeat(501) }, 'Не длиннее 500 символов'],
      [{ delivery_details: 'Telegram\u0007@x' }, 'Уберите из текста служебные символы'],
    ];
    for (const [body, detail] of cases) {
      const res = await claim(winner, g.id, body);
      expect([res.status, res.body]).toMatchObject([422, { code: 'validation_failed', detail }]);
    }
    expect((await claim(winner, g.id, { delivery_details: 'Telegram @x', address: 'x' }).expect(422)).body.code).toBe('validation_failed');
    // Nothing was claimed by a refused body.
    expect(statusOf(await mine(winner), g.id)).toBe('won');
    expect((await claim(winner, g.id, { delivery_details: 'я'.repeat(500) }).expect(200)).body.status).toBe('claimed');
  });

  it('keeps them private: the admins see them; no public answer, proof, event or log line carries them', async () => {
    const admin = await buildAdmin(t);
    const members = [await buildUser(t), await buildUser(t)];
    const { g, winner, losers } = await drawnBetween(admin, members, { delivery: 'Отправим почтой России' });
    const secret = 'Москва, ул. Неоновая, д. 7, кв. 42, индекс 101000';
    const before = Math.max(0, ...(await t.db.select({ seq: outbox.seq }).from(outbox)).map((r) => r.seq));
    await claim(winner, g.id, { delivery_details: secret }).expect(200);

    // The admins: the winners' view, with the contact.
    const claims = (await t.http().get(`/api/v1/admin/giveaways/${g.id}/winners`).set(bearer(admin.token)).expect(200)).body;
    expect(claims.winners).toEqual([
      expect.objectContaining({ user_id: winner.id, username: winner.username, email: winner.email, status: 'claimed', delivery_details: secret }),
    ]);
    await t.http().get(`/api/v1/admin/giveaways/${g.id}/winners`).set(bearer(winner.token)).expect(403);
    await t.http().get(`/api/v1/admin/giveaways/${g.id}/winners`).expect(401);
    expect((await t.http().get('/api/v1/admin/giveaways/999999/winners').set(bearer(admin.token)).expect(404)).body.detail).toBe('Розыгрыш не найден');

    // Nobody else: the public answers (as a visitor, another member, the winner and an admin), the proof…
    const publicAnswers = [
      await t.http().get(`/api/v1/giveaways/${g.id}`).expect(200),
      await t.http().get(`/api/v1/giveaways/${g.id}`).set(bearer(losers[0]!.token)).expect(200),
      await t.http().get(`/api/v1/giveaways/${g.id}`).set(bearer(winner.token)).expect(200),
      await t.http().get('/api/v1/giveaways').expect(200),
      await t.http().get('/api/v1/admin/giveaways').set(bearer(admin.token)).expect(200),
      await t.http().get(`/api/v1/giveaways/${g.id}/proof`).expect(200),
      await t.http().get(`/api/v1/profile/me/giveaways`).set(bearer(losers[0]!.token)).expect(200),
    ];
    for (const res of publicAnswers) expect(res.text).not.toContain('Неоновая');
    // The giveaway's own note on delivery is public: it says how, not where.
    expect(publicAnswers[0]!.body.delivery).toBe('Отправим почтой России');
    // …and the events the claim emitted (to every socket) and the activity log.
    const events = await t.db.select().from(outbox).where(gt(outbox.seq, before));
    expect(events.map((e) => e.type)).toContain('giveaway.claimed');
    expect(JSON.stringify(events)).not.toContain('Неоновая');
    expect(JSON.stringify(await t.db.select().from(userActions))).not.toContain('Неоновая');
  });
});
