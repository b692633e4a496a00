import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clockIn, localDate, weekdayOf, type ScheduleBodyIn, type ScheduleView } from '@fanhub/shared';
import { bearer, buildAdmin, buildUser, useTestApi, waitForSocketEvent } from '@fanhub/testing';
import { notificationSends } from '../../db/schema.ts';

const t = useTestApi();

const getSchedule = async (): Promise<ScheduleView> => (await t.http().get('/api/v1/schedule').expect(200)).body as ScheduleView;
/** The stored schedule as the editor would send it back. */
const asBody = (s: ScheduleView): ScheduleBodyIn => ({ timeZone: s.timeZone, slots: s.slots, oneOffs: s.oneOffs, cancellations: s.cancellations });
const put = (token: string, body: unknown) =>
  t
    .http()
    .put('/api/v1/admin/schedule')
    .set(bearer(token))
    .send(body as object);

describe('GET /api/v1/schedule', () => {
  it('starts as the spec week: Monday to Saturday 21:00 Moscow for four hours, Sunday off, with the next 14 days of streams', async () => {
    const s = await getSchedule();
    expect(s.timeZone).toBe('Europe/Moscow');
    expect(s.slots.map((x) => [x.weekday, x.start, x.durationMinutes, x.game])).toEqual([
      [1, '21:00', 240, 'Cyberpunk 2077'],
      [2, '21:00', 240, 'Path of Exile'],
      [3, '21:00', 240, 'Star Citizen'],
      [4, '21:00', 240, 'Lost Ark'],
      [5, '21:00', 240, 'Valorant'],
      [6, '21:00', 240, 'Just Chatting + игры'],
    ]);
    // Moscow is UTC+3 all year: every start is 18:00 UTC, every end 22:00 UTC, never on a Sunday.
    expect(s.occurrences.length).toBeGreaterThanOrEqual(12);
    for (const o of s.occurrences) {
      expect(o.startsAt).toMatch(/T18:00:00\.000Z$/);
      expect(o.endsAt).toMatch(/T22:00:00\.000Z$/);
      expect(weekdayOf(o.date)).not.toBe(7);
      expect(Date.parse(o.endsAt)).toBeGreaterThan(Date.now());
    }
    expect([...s.occurrences].sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual(s.occurrences);
  });
});

describe('PUT /api/v1/admin/schedule', () => {
  it('is for admins only', async () => {
    const member = await buildUser(t);
    const body = asBody(await getSchedule());
    expect((await t.http().put('/api/v1/admin/schedule').send(body)).status).toBe(401);
    expect((await put(member.token, body)).status).toBe(403);
  });

  it('refuses bad input field by field, in Russian, and changes nothing', async () => {
    const admin = await buildAdmin(t);
    const s = await getSchedule();
    const base = asBody(s);
    const slot = s.slots[0]!;
    const monday = s.occurrences.find((o) => o.uid === slot.uid)!.date;
    const cases: [unknown, string, RegExp][] = [
      [{ ...base, timeZone: 'Mars/Olympus' }, 'timeZone', /часовой пояс/],
      [{ ...base, slots: [{ ...slot, weekday: 8 }] }, 'slots.0.weekday', /от 1 .* до 7/],
      [{ ...base, slots: [{ ...slot, weekday: 0 }] }, 'slots.0.weekday', /от 1 .* до 7/],
      [{ ...base, slots: [{ ...slot, start: '25:00' }] }, 'slots.0.start', /ЧЧ:ММ/],
      [{ ...base, slots: [{ ...slot, start: '9:00' }] }, 'slots.0.start', /ЧЧ:ММ/],
      [{ ...base, slots: [{ ...slot, durationMinutes: 10 }] }, 'slots.0.durationMinutes', /от 15 до 720 минут/],
      [{ ...base, slots: [{ ...slot, durationMinutes: 721 }] }, 'slots.0.durationMinutes', /от 15 до 720 минут/],
      [{ ...base, slots: [{ ...slot, title: '   ' }] }, 'slots.0.title', /Укажите название/],
      [{ ...base, slots: [{ ...slot, title: 'x'.repeat(121) }] }, 'slots.0.title', /Не длиннее 120 символов/],
      [{ ...base, slots: Array.from({ length: 51 }, () => ({ weekday: 1, start: '10:00', durationMinutes: 60, title: 'a' })) }, 'slots', /Не больше 50/],
      [{ ...base, oneOffs: [{ date: '2026-02-30', start: '12:00', durationMinutes: 60, title: 'a' }] }, 'oneOffs.0.date', /ГГГГ-ММ-ДД/],
      [{ ...base, cancellations: [{ slotUid: '00000000-0000-4000-8000-000000000000', date: monday }] }, 'cancellations.0.slotUid', /слоту этого расписания/],
      [{ ...base, cancellations: [{ slotUid: slot.uid, date: addDays(monday, 1) }] }, 'cancellations.0.date', /вторник, а слот идёт в понедельник/],
      [{ ...base, slots: [slot, { ...slot }] }, 'slots.1.uid', /повторяется/],
      [{ ...base, slots: [{ ...slot, uid: '11111111-1111-4111-8111-111111111111' }] }, 'slots.0.uid', /обновите страницу/],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(admin.token, body);
      expect([field, res.status]).toEqual([field, 422]);
      const error = (res.body.errors as { field: string; message: string }[]).find((e) => e.field === field);
      expect([field, error?.message]).toEqual([field, expect.stringMatching(message)]);
    }
    expect(await getSchedule()).toEqual({ ...s, occurrences: expect.any(Array) });
  });

  it('keeps a slot uid across edits, makes new ones, and pushes the new schedule to open pages', async () => {
    const admin = await buildAdmin(t);
    const s = await getSchedule();
    const socket = await t.socket();
    const pushed = waitForSocketEvent<{ actorId: number; payload: { schedule: ScheduleView } }>(socket, 'schedule.updated');
    const [monday, ...rest] = s.slots;
    const mondayDate = s.occurrences.find((o) => o.uid === monday!.uid && Date.parse(o.startsAt) > Date.now() + 86_400_000)!.date;
    const body: ScheduleBodyIn = {
      timeZone: 'Europe/Moscow',
      slots: [
        { ...monday!, start: '20:00', game: 'Cyberpunk 2077: Phantom Liberty' },
        ...rest.slice(0, 4),
        { weekday: 7, start: '14:00', durationMinutes: 120, title: 'Воскресный разбор' },
      ],
      oneOffs: [{ date: addDays(mondayDate, 2), start: '12:00', durationMinutes: 90, title: 'Дневной эфир', game: 'Hades II' }],
      cancellations: [{ slotUid: monday!.uid, date: mondayDate }],
    };
    const res = await put(admin.token, body);
    expect(res.status).toBe(200);
    const saved = res.body as ScheduleView;
    expect(saved.slots.map((x) => [x.weekday, x.start, x.game])).toEqual([
      [1, '20:00', 'Cyberpunk 2077: Phantom Liberty'],
      [2, '21:00', 'Path of Exile'],
      [3, '21:00', 'Star Citizen'],
      [4, '21:00', 'Lost Ark'],
      [5, '21:00', 'Valorant'],
      [7, '14:00', ''],
    ]);
    expect(saved.slots.slice(0, 5).map((x) => x.uid)).toEqual(s.slots.slice(0, 5).map((x) => x.uid));
    expect(saved.slots[5]!.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.slots.map((x) => x.uid)).not.toContain(saved.slots[5]!.uid);
    expect(saved.oneOffs).toEqual([
      {
        uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        date: addDays(mondayDate, 2),
        start: '12:00',
        durationMinutes: 90,
        title: 'Дневной эфир',
        game: 'Hades II',
      },
    ]);
    expect(saved.cancellations).toEqual([{ slotUid: monday!.uid, date: mondayDate }]);
    // The cancelled Monday is listed as cancelled; the one-off is 09:00 UTC; Sunday's slot is 11:00 UTC.
    expect(saved.occurrences.find((o) => o.date === mondayDate && o.uid === monday!.uid)).toMatchObject({
      cancelled: true,
      startsAt: `${mondayDate}T17:00:00.000Z`,
    });
    expect(saved.occurrences.find((o) => o.kind === 'one_off')).toMatchObject({ startsAt: `${addDays(mondayDate, 2)}T09:00:00.000Z`, cancelled: false });
    expect(saved.occurrences.filter((o) => o.uid === saved.slots[5]!.uid).every((o) => o.startsAt.endsWith('T11:00:00.000Z'))).toBe(true);

    const event = await pushed;
    expect(event.actorId).toBe(admin.id);
    expect(event.payload.schedule).toEqual(saved);
    expect(await getSchedule()).toEqual({ ...saved, occurrences: expect.any(Array) });

    // Saved again as it is: nothing moves, the uids stay.
    const again = (await put(admin.token, asBody(saved)).expect(200)).body as ScheduleView;
    expect(again.slots.map((x) => x.uid)).toEqual(saved.slots.map((x) => x.uid));
    expect(again.oneOffs[0]!.uid).toBe(saved.oneOffs[0]!.uid);
  });

  it('queues one schedule notification when a stream of the next 24 hours is added or cancelled, none for later changes', async () => {
    const admin = await buildAdmin(t);
    const sends = () => t.db.select().from(notificationSends).where(eq(notificationSends.topic, 'schedule'));
    const before = (await sends()).length;
    const s = await getSchedule();
    // A one-off three hours from now (Moscow wall clock), and one a week away.
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const later = new Date(Date.now() + 7 * 86_400_000);
    const oneOff = (at: Date, title: string) => ({ date: localDate(at, 'Europe/Moscow'), start: clockIn(at, 'Europe/Moscow'), durationMinutes: 60, title });
    await put(admin.token, { ...asBody(s), oneOffs: [oneOff(later, 'Через неделю')] }).expect(200);
    expect(await sends()).toHaveLength(before);

    const withSoon = (
      await put(admin.token, { ...asBody(await getSchedule()), oneOffs: [...(await getSchedule()).oneOffs, oneOff(soon, 'Внезапный эфир')] }).expect(200)
    ).body as ScheduleView;
    const added = await sends();
    expect(added).toHaveLength(before + 1);
    expect(added.at(-1)).toMatchObject({
      title: 'Изменение в расписании стримов',
      body: expect.stringMatching(/^Новый эфир «Внезапный эфир» \d+ \S+ в \d\d:\d\d МСК$/),
      url: '/#schedule',
    });

    await put(admin.token, { ...asBody(withSoon), oneOffs: withSoon.oneOffs.filter((o) => o.title !== 'Внезапный эфир') }).expect(200);
    const removed = await sends();
    expect(removed).toHaveLength(before + 2);
    expect(removed.at(-1)!.body).toMatch(/^Отменён эфир «Внезапный эфир»/);
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
