const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const dates = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 15000 → «15 000 ₽» (ordinary spaces, so the text reads and searches the same everywhere). */
export function formatRubles(amount: number): string {
  return `${rubles.format(amount).replace(/\s/g, ' ')} ₽`;
}

/** '2024-04-15' → «15 апреля 2024 г.» (a calendar date: no time zone shift). */
export function formatDate(isoDate: string): string {
  return dates.format(new Date(`${isoDate}T00:00:00Z`));
}
