const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const dates = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * 15000 → «15 000 ₽» with non-breaking spaces (U+00A0) between the digit groups and before the sign,
 * so that a narrow column never breaks an amount as «15 / 000 ₽».
 */
export function formatRubles(amount: number): string {
  return `${rubles.format(amount).replace(/\s/g, '\u00a0')}\u00a0₽`;
}

/**
 * An amount inside entered text («Приз: 15 000 ₽», «Игровая мышь + 5 000 ₽») keeps together:
 * non-breaking spaces between digit groups and before the sign, ordinary spaces elsewhere.
 */
export function keepAmountsTogether(text: string): string {
  return text.replace(/(\d)[ \u202f](?=\d{3}(?!\d))/g, '$1\u00a0').replace(/(\d) (?=₽)/g, '$1\u00a0');
}

/** '2024-04-15' → «15 апреля 2024 г.» (a calendar date: no time zone shift). */
export function formatDate(isoDate: string): string {
  return dates.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Russian date as the security screen shows it: dd.mm.yyyy hh:mm (spec 2). */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).replace(',', '');
