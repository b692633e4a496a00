/**
 * Rows the log wrote before changes were named in Russian (the text is stored as it was written):
 * an API field name ('tier', 'ends_at'), the team's «девиз» for a giveaway's description, a content
 * key ('hero'). They are read in today's words when the log is served; a row of today's shape
 * passes unchanged.
 */
import { isContentKey } from '../contracts/content.ts';
import { CONTENT_BLOCK_NAME } from './content-changes.ts';
import { RECORD_FIELDS, UNNAMED_FIELD, type RecordKind } from './field-names.ts';

const LISTS: Partial<Record<string, { kind: RecordKind; pattern: RegExp; words?: Record<string, string> }>> = {
  'giveaway.updated': { kind: 'giveaway', pattern: /^(Розыгрыш «.*» изменён: )(.+)$/s, words: { девиз: RECORD_FIELDS.giveaway.description } },
  'team.updated': { kind: 'team', pattern: /^(Команда «.*» изменена: )(.+)$/s },
  'user.updated': { kind: 'user', pattern: /^(Профиль изменён: )(.+)$/s },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function readableActionText(eventType: string | null, text: string): string {
  if (eventType === 'content.updated') {
    const key = /^Изменён контент сайта: (\w+)$/.exec(text)?.[1];
    return key ? `Изменён контент сайта «${isContentKey(key) ? CONTENT_BLOCK_NAME[key] : UNNAMED_FIELD}»` : text;
  }
  const list = eventType ? LISTS[eventType] : undefined;
  const m = list?.pattern.exec(text);
  if (!list || !m) return text;
  const names: Record<string, string> = RECORD_FIELDS[list.kind];
  const words = m[2]!.split(', ').map((w) => list.words?.[w] ?? (/^[A-Za-z_]+$/.test(w) ? (names[w] ?? names[snake(w)] ?? UNNAMED_FIELD) : w));
  return m[1]! + [...new Set(words)].join(', ');
}
