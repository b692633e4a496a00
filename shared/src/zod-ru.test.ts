import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_SCHEMAS } from './index.ts';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('zod messages in Russian (shared/src/zod-ru.ts, set by importing the package)', () => {
  it('words the common issues with Russian type names and counts', () => {
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['Обязательное поле']);
    expect(messages(z.object({ a: z.string() }), { a: 1 })).toEqual(['Ожидается строка, получено: число']);
    expect(messages(z.string().min(3), 'a')).toEqual(['Не короче 3 символов']);
    expect(messages(z.string().max(21), 'a'.repeat(30))).toEqual(['Не длиннее 21 символа']);
    expect(messages(z.array(z.number()).length(4), [])).toEqual(['Нужно ровно 4 элемента']);
    expect(messages(z.number().int().positive(), -1)).toEqual(['Больше 0']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Допустимые значения: "a", "b"']);
    expect(messages(z.strictObject({}), { x: 1 })).toEqual(['Лишнее поле: x']);
  });

  it('leaves no Latin words in what the content editor shows for a wrong section', () => {
    const wrong = { title: 5, tagline: '', cards: [{ kind: 'tv', title: 'x', description: 'y', url: 'z' }], extra: true };
    const shown = messages(CONTENT_SCHEMAS.hero, wrong);
    expect(shown.length).toBeGreaterThan(2);
    for (const m of shown) expect(m.replace(/"[^"]*"|https?:\/\//g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
