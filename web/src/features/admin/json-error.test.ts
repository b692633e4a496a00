import { describe, expect, it } from 'vitest';
import { notJsonMessage } from './json-error';

const messageFor = (text: string) => {
  try {
    JSON.parse(text);
  } catch (err) {
    return notJsonMessage(text, err);
  }
  throw new Error('parsed');
};

describe('notJsonMessage', () => {
  it('names the line and column of the mistake in Russian, without the parser text', () => {
    const m = messageFor('{\n  "title": "x",\n  tagline: "y"\n}');
    expect(m).toBe('Не JSON: ошибка в строке 3, столбец 3. Проверьте кавычки, запятые и скобки рядом.');
    expect(m).not.toMatch(/Expected|position/);
  });
  it('counts lines itself when the engine gives only a position', () => {
    expect(notJsonMessage('{\n  x', new SyntaxError("Expected property name or '}' in JSON at position 4"))).toContain('строке 2, столбец 3');
  });
  it('says the text ends too early', () => {
    expect(messageFor('{"a": [1, 2')).toMatch(/^Не JSON: /);
    expect(notJsonMessage('', new SyntaxError('Unexpected end of JSON input'))).toBe('Не JSON: текст обрывается — не хватает закрывающей скобки или кавычки.');
  });
});
