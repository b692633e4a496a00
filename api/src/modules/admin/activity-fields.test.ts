/**
 * The activity log in plain Russian, swept over every kind of record an update endpoint changes:
 * each field the endpoint's contract accepts is changed alone (the body is the whole form, as the
 * editors send it), and the log must get exactly one row naming exactly that field in the words of
 * that kind of record. A field added to a contract without a Russian name fails here.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userActions } from '@fanhub/api/db';
import {
  AdminUpdateUserBody,
  CHANNEL_KINDS,
  CONTENT_BLOCK_NAME,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  contentPathText,
  GiveawayUpdateBody,
  OneOffInput,
  ProfileUpdateBody,
  RECORD_FIELDS,
  SCHEDULE_ENTRY_FIELDS,
  SlotInput,
  TEAM_STATUSES,
  TeamUpdateBody,
  TIER_ICONS,
  VideoUpdateBody,
  type ActionEntry,
  type ContentKey,
} from '@fanhub/shared';
import { bearer, buildTeam, useTestApi, type SignedInUser } from '@fanhub/testing';
import { buildGiveaway } from '@fanhub/testing/giveaway-fixtures.ts';

const t = useTestApi();
let admin: SignedInUser;
let teams = Date.now() % 100_000;

/** Every API field name of every record kind: none may appear in a row. */
const API_NAMES = [...new Set([...Object.values(RECORD_FIELDS).flatMap((names) => Object.keys(names)), ...Object.keys(SCHEDULE_ENTRY_FIELDS), 'timeZone'])];
const apiName = new RegExp(`(^|[^\\w])(${API_NAMES.join('|')})([^\\w]|$)`);

/** The log as admins read it (GET /admin/dashboard/actions), newest first. */
async function log(limit = 50): Promise<ActionEntry[]> {
  const res = await t.http().get(`/api/v1/admin/dashboard/actions?limit=${limit}`).set(bearer(admin.token)).expect(200);
  return res.body.actions as ActionEntry[];
}
const lastId = async () => (await log(1))[0]?.id ?? 0;

/** The rows `change` adds to the log, oldest first. */
async function rowsOf(change: () => Promise<unknown>): Promise<ActionEntry[]> {
  const mark = await lastId();
  await change();
  return (await log()).filter((r) => r.id > mark).reverse();
}

/** `change` adds exactly one row, of `eventType`: its text. */
async function oneRow(eventType: string, change: () => Promise<unknown>): Promise<string> {
  const rows = await rowsOf(change);
  expect(rows.map((r) => [r.event_type, r.action_details])).toEqual([[eventType, expect.any(String)]]);
  const text = rows[0]!.action_details;
  expect(text, 'no API field name in the row').not.toMatch(apiName);
  return text;
}

/** Every field of a contract, so a new field is swept the day it is added. */
const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

/** A value for `field` other than `current`; a field without one fails (add it here). */
function otherValue(values: Record<string, (current: unknown) => unknown>, field: string, current: unknown): unknown {
  const make = values[field];
  if (!make) throw new Error(`no test value for the new field "${field}": add one to this sweep`);
  return make(current);
}

beforeAll(async () => {
  admin = await t.signedInUser({ admin: true });
});

describe('a member changing their own profile', () => {
  let member: SignedInUser;
  let profile: Record<string, unknown>;
  const values: Record<string, (v: unknown) => unknown> = {
    username: () => `pereimenovan_${Date.now().toString(36)}`,
    first_name: () => 'Анна',
    last_name: () => 'Петрова',
    bio: () => 'Смотрю каждый эфир',
  };

  beforeAll(async () => {
    member = await t.signedInUser();
    // Filled once first: completing the profile awards points (a row of its own), not under test here.
    const body = { username: member.username, first_name: 'Ольга', last_name: 'Иванова', bio: 'Привет' };
    await t.http().put('/api/v1/profile/me/profile').set(bearer(member.token)).send(body).expect(200);
    await t.http().put('/api/v1/profile/me/avatar').set(bearer(member.token)).send({ avatar_color: '#101010' }).expect(200);
    profile = body;
  });

  it.each(fieldsOf(ProfileUpdateBody))('%s: one row naming it', async (field) => {
    const body = { ...profile, [field]: otherValue(values, field, profile[field]) };
    const text = await oneRow('user.updated', () => t.http().put('/api/v1/profile/me/profile').set(bearer(member.token)).send(body).expect(200));
    expect(text).toBe(`Профиль изменён: ${RECORD_FIELDS.user[field as keyof typeof RECORD_FIELDS.user]}`);
    profile = body;
  });

  it('the same form saved again writes nothing', async () => {
    expect(await rowsOf(() => t.http().put('/api/v1/profile/me/profile').set(bearer(member.token)).send(profile).expect(200))).toEqual([]);
  });

  it('the avatar: a preset is «аватар», a colour «цвет аватара»', async () => {
    const presets = (await t.http().get('/api/v1/avatars').expect(200)).body.avatars as string[];
    const preset = () => t.http().put('/api/v1/profile/me/avatar').set(bearer(member.token)).send({ avatar_url: presets[0] }).expect(200);
    expect(await oneRow('user.updated', preset)).toBe('Профиль изменён: аватар');
    expect(await rowsOf(preset)).toEqual([]);
    const colour = () => t.http().put('/api/v1/profile/me/avatar').set(bearer(member.token)).send({ avatar_color: '#22AA44' }).expect(200);
    expect(await oneRow('user.updated', colour)).toBe('Профиль изменён: цвет аватара');
  });
});

describe("an admin changing a member's account", () => {
  let member: SignedInUser;
  const values: Record<string, (v: unknown) => unknown> = {
    username: () => `novoe_imya_${Date.now().toString(36)}`,
    email: () => `novaya.pochta.${Date.now().toString(36)}@example.org`,
    role: () => 'moderator',
    is_active: () => false,
    first_name: () => 'Борис',
    last_name: () => 'Сидоров',
    bio: () => 'Модератор чата',
  };

  beforeAll(async () => {
    member = await t.signedInUser();
  });

  it.each(fieldsOf(AdminUpdateUserBody))('%s: one row naming it, the admin acting', async (field) => {
    const value = otherValue(values, field, undefined);
    const put = () =>
      t
        .http()
        .put(`/api/v1/users/${member.id}`)
        .set(bearer(admin.token))
        .send({ [field]: value });
    const rows = await rowsOf(() => put().expect(200));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ user_id: admin.id, username: admin.username });
    const name = (await t.http().get(`/api/v1/users/${member.id}`).set(bearer(admin.token)).expect(200)).body.username as string;
    // The role and the status have rows of their own, in their own words.
    if (field === 'role') expect(row!.action_details).toBe(`Роль ${name}: пользователь → модератор`);
    else if (field === 'is_active') expect(row!.action_details).toBe(`Пользователь заблокирован: ${name}`);
    else expect(row!.action_details).toBe(`Профиль ${name} изменён: ${RECORD_FIELDS.user[field as keyof typeof RECORD_FIELDS.user]}`);
    if (field === 'is_active') await t.http().put(`/api/v1/users/${member.id}`).set(bearer(admin.token)).send({ is_active: true }).expect(200);
  });
});

describe('a captain changing their team', () => {
  let captain: SignedInUser;
  let team: Record<string, unknown> & { id: number; name: string };
  const form = () => ({ name: team.name, description: team.description, is_public: team.is_public, logo_url: team.logo_url, logo_color: team.logo_color });
  const values: Record<string, (v: unknown) => unknown> = {
    name: () => `Неоновые ${++teams}`,
    description: () => 'Играем честно',
    is_public: (v) => !v,
    logo_url: () => '/media/logos/neon.webp',
    logo_color: () => '#AA3355',
  };

  beforeAll(async () => {
    captain = await t.signedInUser();
    const built = await buildTeam(t, captain, { name: `Команда ${++teams}` });
    team = (await t.http().get(`/api/v1/teams/${built.id}`).set(bearer(captain.token)).expect(200)).body;
  });

  it.each(fieldsOf(TeamUpdateBody))('%s: one row naming it', async (field) => {
    const body = { ...form(), [field]: otherValue(values, field, team[field]) };
    const text = await oneRow('team.updated', async () => {
      team = (await t.http().put(`/api/v1/teams/${team.id}`).set(bearer(captain.token)).send(body).expect(200)).body;
    });
    expect(text).toBe(`Команда «${team.name}» изменена: ${RECORD_FIELDS.team[field as keyof typeof RECORD_FIELDS.team]}`);
  });

  it('the same form saved again writes nothing', async () => {
    expect(await rowsOf(() => t.http().put(`/api/v1/teams/${team.id}`).set(bearer(captain.token)).send(form()).expect(200))).toEqual([]);
  });
});

describe('an admin changing a giveaway', () => {
  let giveaway: Record<string, unknown> & { id: number; title: string };
  /** The editor's form: every field the update accepts, as the giveaway has it. */
  const form = () => Object.fromEntries(fieldsOf(GiveawayUpdateBody).map((f) => [f, giveaway[f]]));
  const values: Record<string, (v: unknown) => unknown> = {
    title: () => 'Осенний розыгрыш',
    tier: () => 'monthly',
    prize: () => '5 000 ₽',
    description: () => 'Главный приз сезона',
    delivery: () => 'Пришлём курьером',
    image: () => '/media/giveaways/autumn.webp',
    starts_at: (v) => new Date(Date.parse(v as string) - 60_000).toISOString(),
    ends_at: (v) => new Date(Date.parse(v as string) + 3_600_000).toISOString(),
    winners_count: (v) => (v as number) + 1,
    eligibility: (v) => ({ ...(v as object), twitch: true }),
    claim_hours: (v) => (v as number) + 24,
    auto_draw: (v) => !v,
  };

  beforeAll(async () => {
    giveaway = (await buildGiveaway(t, admin, { title: 'Недельный розыгрыш' })) as unknown as typeof giveaway;
  });

  it.each(fieldsOf(GiveawayUpdateBody))('%s: one row naming it', async (field) => {
    const body = { ...form(), [field]: otherValue(values, field, giveaway[field]) };
    const text = await oneRow('giveaway.updated', async () => {
      giveaway = (await t.http().put(`/api/v1/admin/giveaways/${giveaway.id}`).set(bearer(admin.token)).send(body).expect(200)).body;
    });
    expect(text).toBe(`Розыгрыш «${giveaway.title}» изменён: ${RECORD_FIELDS.giveaway[field as keyof typeof RECORD_FIELDS.giveaway]}`);
    // A giveaway's words, not a team's: its description is «описание», never «девиз».
    if (field === 'description') expect(text).toBe('Розыгрыш «Осенний розыгрыш» изменён: описание');
  });

  it('the same form saved again writes nothing', async () => {
    expect(await rowsOf(() => t.http().put(`/api/v1/admin/giveaways/${giveaway.id}`).set(bearer(admin.token)).send(form()).expect(200))).toEqual([]);
  });
});

describe('an admin adding and switching a video', () => {
  it('adding is one row; each field of the switch is named; switching to what it is writes nothing', async () => {
    const url = 'https://www.youtube.com/watch?v=AbCdEfGhIj0';
    expect(
      await oneRow('video.updated', () => t.http().post('/api/v1/admin/videos').set(bearer(admin.token)).send({ title: 'Лучшие моменты', url }).expect(201)),
    ).toBe('Добавлено видео «Лучшие моменты»');
    expect(fieldsOf(VideoUpdateBody)).toEqual(['isActive']);
    const hide = () => t.http().put('/api/v1/admin/videos/AbCdEfGhIj0').set(bearer(admin.token)).send({ isActive: false }).expect(200);
    expect(await oneRow('video.updated', hide)).toBe(`Видео «Лучшие моменты» изменено: ${RECORD_FIELDS.video.isActive} (выключен)`);
    expect(await rowsOf(hide)).toEqual([]);
  });
});

describe('an admin changing site content', () => {
  type Leaf = { path: (string | number)[]; value: unknown };
  /** Every leaf of a value, one per field wherever lists repeat it (the first item of each list). */
  function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
    if (Array.isArray(value)) return value.length ? leaves(value[0], [...path, 0]) : [];
    if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
    return [{ path, value }];
  }
  const withLeaf = (root: unknown, path: (string | number)[], value: unknown): unknown => {
    if (!path.length) return value;
    const [head, ...rest] = path;
    const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
    copy[head!] = withLeaf(copy[head!], rest, value);
    return copy;
  };
  /** Values a leaf could take; the first the block's schema accepts (and that differs) is used. */
  const candidates = (v: unknown): unknown[] =>
    typeof v === 'number'
      ? [v + 1]
      : typeof v === 'boolean'
        ? [!v]
        : [
            `${String(v)} изм.`,
            'Новое',
            'Б',
            '/media/changed.webp',
            'https://example.org/changed',
            '2026-02-03',
            '#123456',
            ...CHANNEL_KINDS,
            ...TIER_ICONS,
            ...TEAM_STATUSES,
          ];

  let content: Record<ContentKey, unknown>;
  beforeAll(async () => {
    content = (await t.http().get('/api/v1/content').expect(200)).body.content;
  });

  it.each(CONTENT_KEYS)('%s: each field changed alone is one row naming the block and the field', async (key) => {
    const found = leaves(content[key]);
    expect(found.length).toBeGreaterThan(0);
    for (const leaf of found) {
      const next = candidates(leaf.value)
        .filter((c) => c !== leaf.value)
        .map((c) => CONTENT_SCHEMAS[key].safeParse(withLeaf(content[key], leaf.path, c)))
        .find((r) => r.success && JSON.stringify(r.data) !== JSON.stringify(content[key]));
      expect(next, `a valid other value for ${key}.${leaf.path.join('.')}`).toBeDefined();
      const value = next!.data;
      const text = await oneRow('content.updated', () => t.http().put(`/api/v1/admin/content/${key}`).set(bearer(admin.token)).send(value).expect(200));
      expect(text).toBe(`Изменён контент сайта «${CONTENT_BLOCK_NAME[key]}»: ${contentPathText(key, leaf.path.join('.'))}`);
      content[key] = value;
    }
    expect(
      await rowsOf(() =>
        t
          .http()
          .put(`/api/v1/admin/content/${key}`)
          .set(bearer(admin.token))
          .send(content[key] as object)
          .expect(200),
      ),
    ).toEqual([]);
  });
});

describe('an admin changing the stream schedule', () => {
  type Schedule = {
    timeZone: string;
    slots: Record<string, unknown>[];
    oneOffs: Record<string, unknown>[];
    cancellations: { slotUid: string; date: string }[];
  };
  let schedule: Schedule;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const save = async (body: Schedule) => {
    const view = (await t.http().put('/api/v1/admin/schedule').set(bearer(admin.token)).send(body).expect(200)).body;
    schedule = { timeZone: view.timeZone, slots: view.slots, oneOffs: view.oneOffs, cancellations: view.cancellations };
  };
  const values: Record<string, (v: unknown) => unknown> = {
    weekday: (v) => ((v as number) % 7) + 1,
    date: () => day(9),
    start: () => '23:15',
    durationMinutes: (v) => (v as number) + 30,
    title: () => 'Ночной рейд',
    game: () => 'Новая игра',
  };

  beforeAll(async () => {
    await save({
      timeZone: 'Europe/Moscow',
      slots: [{ weekday: 5, start: '21:00', durationMinutes: 180, title: 'Пятничный эфир', game: 'Игра' }],
      oneOffs: [{ date: day(8), start: '15:00', durationMinutes: 120, title: 'Марафон', game: '' }],
      cancellations: [],
    });
  });

  const entryFields = (schema: { shape: Record<string, unknown> }) => fieldsOf(schema).filter((f) => f !== 'uid');
  it.each([...entryFields(SlotInput).map((f) => ['slots', f] as const), ...entryFields(OneOffInput).map((f) => ['oneOffs', f] as const)])(
    '%s.%s: one row naming the entry and the field',
    async (list, field) => {
      const entry = schedule[list][0]!;
      const changed = { ...entry, [field]: otherValue(values, field, entry[field]) };
      const text = await oneRow('schedule.updated', () => save({ ...schedule, [list]: [changed] }));
      const after = schedule[list][0]!;
      const when =
        list === 'slots' ? ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'][(after.weekday as number) - 1] : (after.date as string).split('-').reverse().join('.');
      const noun = list === 'slots' ? 'еженедельный эфир' : 'разовый эфир';
      expect(text).toBe(
        `Изменено расписание стримов: ${noun} «${after.title as string}» (${when}): ${SCHEDULE_ENTRY_FIELDS[field as keyof typeof SCHEDULE_ENTRY_FIELDS]}`,
      );
    },
  );

  it('the time zone, a cancelled date, and a save that changes nothing', async () => {
    expect(await oneRow('schedule.updated', () => save({ ...schedule, timeZone: 'Asia/Yekaterinburg' }))).toBe(
      'Изменено расписание стримов: часовой пояс — Asia/Yekaterinburg',
    );
    const slot = schedule.slots[0]!;
    const offset = [...Array(7).keys()].map((i) => i + 1).find((i) => new Date(`${day(i)}T12:00:00Z`).getUTCDay() === (slot.weekday as number) % 7)!;
    const date = day(offset);
    expect(await oneRow('schedule.updated', () => save({ ...schedule, cancellations: [{ slotUid: slot.uid as string, date }] }))).toBe(
      `Изменено расписание стримов: отменён эфир «${slot.title as string}» ${date.split('-').reverse().join('.')}`,
    );
    expect(await rowsOf(() => save(schedule))).toEqual([]);
  });
});

describe('rows written before changes were named in Russian', () => {
  it('are served in today’s words; rows of today’s shape as they are', async () => {
    const old = [
      ['giveaway.updated', 'Розыгрыш «Неделя» изменён: title, девиз, winners_count', 'Розыгрыш «Неделя» изменён: название, описание, число победителей'],
      ['content.updated', 'Изменён контент сайта: hero', 'Изменён контент сайта «Главный экран»'],
      ['user.updated', 'Профиль изменён: firstName', 'Профиль изменён: имя'],
      ['notification.send_started', 'Рассылка «Стрим начался» началась: получателей 120', 'Рассылка «Стрим начался» началась: получателей 120'],
    ] as const;
    const at = new Date(Date.now() + 60_000);
    await t.db.insert(userActions).values(
      old.map(([eventType, text], i) => ({
        eventId: randomUUID(),
        userId: admin.id,
        actionType: 'update' as const,
        actionDetails: text,
        eventType,
        timestamp: new Date(at.getTime() + i),
      })),
    );
    const served = (await log(old.length)).reverse();
    expect(served.map((r) => [r.event_type, r.action_details])).toEqual(old.map(([type, , now]) => [type, now]));
  });
});
