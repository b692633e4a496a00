import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS, CONTENT_SCHEMAS } from '../contracts/content.ts';
import type { ScheduleData } from '../rules/schedule.ts';
import { CONTENT_NAMES, contentChanges, contentChangeText, contentPathText } from './content-changes.ts';
import { changedColumns, changedKeys, fieldList, RECORD_FIELDS } from './field-names.ts';
import { readableActionText } from './legacy-text.ts';
import { scheduleChanges, scheduleChangesText } from './schedule-changes.ts';

interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
}
/** Every object key of a schema at any depth, with whether its value is a list. */
function fieldsOf(def: Def, out: { name: string; list: boolean }[] = []): { name: string; list: boolean }[] {
  if (def.type === 'array') fieldsOf(def.element!._zod.def, out);
  if (def.innerType) fieldsOf(def.innerType._zod.def, out);
  for (const [name, field] of Object.entries(def.shape ?? {})) {
    out.push({ name, list: field._zod.def.type === 'array' });
    fieldsOf(field._zod.def, out);
  }
  return out;
}

describe('the names of changed fields', () => {
  it.each(CONTENT_KEYS)('content block %s: every field of its schema has a Russian name, every list a name for its items', (key) => {
    const def = (CONTENT_SCHEMAS[key] as unknown as { _zod: { def: Def } })._zod.def;
    const fields: Record<string, string> = CONTENT_NAMES.fields;
    const items: Record<string, string> = CONTENT_NAMES.items;
    const all = fieldsOf(def);
    expect(all.length).toBeGreaterThan(2);
    for (const f of all) {
      expect(fields[f.name], f.name).toMatch(/^[а-яё ]+$/);
      if (f.list) expect(items[f.name], f.name).toMatch(/^[а-яё ]+$/);
    }
    if (def.type === 'array') expect(CONTENT_NAMES.blockItems[key]).toMatch(/^[а-яё ]+$/);
  });

  it('every record kind names its fields in Russian words only', () => {
    for (const names of Object.values(RECORD_FIELDS)) for (const name of Object.values(names)) expect(name).toMatch(/^([а-яё -]|YouTube|Twitch|Telegram)+$/);
    expect(fieldList('giveaway', ['title', 'description'])).toBe('название, описание');
    expect(fieldList('team', ['name', 'description'])).toBe('название, девиз');
    expect(fieldList('team', ['surprise'])).toBe('другие данные');
  });

  it('finds what a body changes: dates by instant, objects whatever the key order', () => {
    const before = { title: 'А', starts_at: '2026-01-01T10:00:00.000Z', eligibility: { youtube: true, twitch: false } };
    expect(changedKeys({ title: 'А', starts_at: '2026-01-01T13:00:00+03:00', eligibility: { twitch: false, youtube: true } }, before)).toEqual(['starts_at']);
    const row = { startsAt: new Date('2026-01-01T10:00:00Z'), winnersCount: 1, eligibility: { youtube: true } };
    expect(changedColumns({ startsAt: new Date('2026-01-01T10:00:00Z'), winnersCount: 2, eligibility: { youtube: true } }, row)).toEqual(['winners_count']);
  });
});

describe('site content changes', () => {
  it('names a leaf down to the item of a list, and a list whose length changed as a whole', () => {
    const hero = {
      title: 'А',
      tagline: 'Б',
      cards: [
        { title: 'x', url: '/a' },
        { title: 'y', url: '/b' },
      ],
    };
    expect(contentChanges(hero, { ...hero, cards: [hero.cards[0], { title: 'y', url: '/c' }] })).toEqual(['cards.1.url']);
    expect(contentChanges(hero, { ...hero, cards: [hero.cards[0]] })).toEqual(['cards']);
    expect(contentChanges(hero, structuredClone(hero))).toEqual([]);
    expect(contentChangeText('hero', ['title', 'cards.1.url'])).toBe('заголовок, карточка 2 — ссылка');
    expect(contentPathText('giveawayTiers', '2.prizes.0')).toBe('уровень 3 — приз 1');
    expect(contentPathText('giveawayTiers', '')).toBe('состав списка');
    expect(contentPathText('channels', 'stream.url')).toBe('карточка стрима — ссылка');
    expect(contentChangeText('about', ['intro.0', 'intro.1', 'intro.2', 'intro.3', 'intro.4', 'intro.5', 'title', 'videoSrc'])).toBe(
      'абзац 1, абзац 2, абзац 3, абзац 4, абзац 5, абзац 6 и ещё 2',
    );
  });
});

describe('schedule changes', () => {
  const slot = { uid: 'slot-0001', weekday: 5, start: '21:00', durationMinutes: 180, title: 'Рейд', game: 'Игра' };
  const oneOff = { uid: 'once-0001', date: '2026-03-29', start: '15:00', durationMinutes: 120, title: 'Марафон', game: '' };
  const base: ScheduleData = { timeZone: 'Europe/Moscow', slots: [slot], oneOffs: [oneOff], cancellations: [] };

  it('names each entry added, removed or changed, with the fields that changed', () => {
    const after: ScheduleData = {
      ...base,
      slots: [
        { ...slot, start: '22:00' },
        { ...slot, uid: 'slot-0002', weekday: 6, title: 'Субботний' },
      ],
      oneOffs: [],
    };
    expect(scheduleChangesText(scheduleChanges(base, after))).toBe(
      'еженедельный эфир «Рейд» (пт): время начала; добавлен еженедельный эфир «Субботний» (сб); удалён разовый эфир «Марафон» (29.03.2026)',
    );
    const cancelled = { ...after, cancellations: [{ slotUid: 'slot-0001', date: '2026-04-03' }] };
    expect(scheduleChangesText(scheduleChanges(after, cancelled))).toBe('отменён эфир «Рейд» 03.04.2026');
    expect(scheduleChangesText(scheduleChanges(cancelled, after))).toBe('возвращён эфир «Рейд» 03.04.2026');
    expect(scheduleChanges(base, structuredClone(base))).toEqual([]);
  });

  it('counts by kind when a save changes more than three entries', () => {
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ ...slot, uid: `slot-000${weekday}`, weekday }));
    const after: ScheduleData = { ...base, timeZone: 'Europe/Samara', slots: [{ ...week[0]!, title: 'Новый' }, ...week.slice(1, 2)], oneOffs: [] };
    expect(scheduleChangesText(scheduleChanges({ ...base, slots: week }, after))).toBe(
      'часовой пояс — Europe/Samara; еженедельные эфиры: удалено 3, изменено 1; разовые эфиры: удалено 1',
    );
  });
});

describe('rows of an older shape', () => {
  it('read in today’s words', () => {
    expect(readableActionText('giveaway.updated', 'Розыгрыш «Неделя» изменён: title, девиз, ends_at')).toBe(
      'Розыгрыш «Неделя» изменён: название, описание, конец приёма заявок',
    );
    expect(readableActionText('content.updated', 'Изменён контент сайта: hero')).toBe('Изменён контент сайта «Главный экран»');
    expect(readableActionText('user.updated', 'Профиль изменён: firstName, о себе')).toBe('Профиль изменён: имя, о себе');
    expect(readableActionText('team.updated', 'Команда «Zion» изменена: девиз')).toBe('Команда «Zion» изменена: девиз');
  });

  it('leave a row of today’s shape as it is', () => {
    const text = 'Розыгрыш «Неделя» изменён: название, описание';
    expect(readableActionText('giveaway.updated', text)).toBe(text);
    expect(readableActionText('user.logged_in', 'Вход в систему (Chrome)')).toBe('Вход в систему (Chrome)');
    expect(readableActionText(null, 'Сбой')).toBe('Сбой');
  });
});
