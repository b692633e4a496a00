/**
 * Counts in Russian text: the word after a number takes one of three forms, chosen by the
 * language's own rules (1 очко, 2 очка, 5 очков, 11 очков, 21 очко). Every count put into a
 * sentence goes through here, so no text says «1 очков».
 */
const RULES = new Intl.PluralRules('ru');

/** The forms for 1, 2 and 5: ['очко', 'очка', 'очков']. */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of the word that goes with `n`; a fraction (1,5) takes the "few" form (1,5 очка). */
export function plural(n: number, forms: PluralForms): string {
  const rule = RULES.select(n);
  if (rule === 'one') return forms[0];
  if (rule === 'many') return forms[2];
  return forms[1];
}

/** The number and its word: countText(3, POINT_FORMS) is '3 очка'. */
export const countText = (n: number, forms: PluralForms): string => `${n} ${plural(n, forms)}`;

// Words counted in more than one place. Genitive ones follow "от", "не больше", "не длиннее".
export const POINT_FORMS: PluralForms = ['очко', 'очка', 'очков'];
export const MEMBER_FORMS: PluralForms = ['участник', 'участника', 'участников'];
export const WINNER_FORMS: PluralForms = ['победитель', 'победителя', 'победителей'];
/** After «до»: до 1 победителя, до 3 победителей, до 21 победителя. */
export const WINNER_GENITIVE_FORMS: PluralForms = ['победителя', 'победителей', 'победителей'];
export const CHAR_FORMS: PluralForms = ['символ', 'символа', 'символов'];
export const CHAR_GENITIVE_FORMS: PluralForms = ['символа', 'символов', 'символов'];
export const ITEM_FORMS: PluralForms = ['элемент', 'элемента', 'элементов'];
export const ITEM_GENITIVE_FORMS: PluralForms = ['элемента', 'элементов', 'элементов'];
