/**
 * A moment as the giveaway texts say it: «12 декабря в 19:00», with the year when it is not this
 * one's. `timeZone`: the reader's own when left out (a browser), a named zone on the server.
 */
export function momentText(at: Date, timeZone?: string, now: Date = new Date()): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const year = (d: Date) => new Intl.DateTimeFormat('en-US', { ...zone, year: 'numeric' }).format(d);
  const day = new Intl.DateTimeFormat('ru-RU', { ...zone, day: 'numeric', month: 'long', ...(year(at) === year(now) ? {} : { year: 'numeric' }) }).format(at);
  const time = new Intl.DateTimeFormat('ru-RU', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day} в ${time}`;
}
