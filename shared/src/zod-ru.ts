/**
 * Russian default messages for every zod schema (api, workers and web all import this package, so
 * a message the contracts do not set themselves still reads in Russian). zod's own Russian locale
 * leaves type names in English ("ожидалось string"); the common issues are worded here, the rest
 * fall back to it.
 */
import { z } from 'zod';
import { CHAR_FORMS, CHAR_GENITIVE_FORMS, countText, ITEM_FORMS, ITEM_GENITIVE_FORMS } from './plural.ts';

const TYPE: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'true или false',
  array: 'список',
  object: 'объект',
  date: 'дата',
  null: 'null',
  undefined: 'ничего',
  nan: 'не число',
};

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isNaN(v) ? 'nan' : typeof v);
/** "ровно 3 символа" counts; "не короче 3 символов" is genitive (1 and 21 take the singular). */
const chars = (n: number, exact = false) => countText(n, exact ? CHAR_FORMS : CHAR_GENITIVE_FORMS);
const items = (n: number, exact = false) => countText(n, exact ? ITEM_FORMS : ITEM_GENITIVE_FORMS);

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** Our wording of an issue, or undefined to let zod's Russian locale answer. */
export function russianIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Обязательное поле';
      return `Ожидается ${TYPE[issue.expected] ?? issue.expected}, получено: ${TYPE[kindOf(issue.input)] ?? kindOf(issue.input)}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n === 1 && !issue.exact ? 'Заполните поле' : issue.exact ? `Ровно ${chars(n, true)}` : `Не короче ${chars(n)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return issue.exact ? `Нужно ровно ${items(n, true)}` : `Нужно не меньше ${items(n)}`;
      if (issue.origin === 'number' || issue.origin === 'int') return issue.inclusive ? `Не меньше ${n}` : `Больше ${n}`;
      return undefined;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? `Ровно ${chars(n, true)}` : `Не длиннее ${chars(n)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return issue.exact ? `Нужно ровно ${items(n, true)}` : `Не больше ${items(n)}`;
      if (issue.origin === 'number' || issue.origin === 'int') return issue.inclusive ? `Не больше ${n}` : `Меньше ${n}`;
      return undefined;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Допустимо только ${JSON.stringify(issue.values[0])}`
        : `Допустимые значения: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Лишние поля' : 'Лишнее поле'}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

const ruLocale = z.locales.ru().localeError;

/**
 * Sets the messages. Called here, so a Node process has them once it imports the package; the web
 * build treats shared modules as free of side effects, so a screen that parses calls it itself.
 */
export function configureZodRussian(): void {
  z.config({ localeError: (issue) => russianIssueMessage(issue) ?? ruLocale(issue) });
}
configureZodRussian();
