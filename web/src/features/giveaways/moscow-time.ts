import { clockIn, zoneFormat, zoneLabel } from '@fanhub/shared';

/** The site names its times in Moscow time (the streamer's zone), whatever the reader's own zone is. */
const MOSCOW = 'Europe/Moscow';

/** A line may break between the date and the time, never inside either: «15 мая 2026 г.» stays whole. */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** «15 мая 2026 г.» of an instant, in Moscow. */
export const moscowDate = (iso: string): string =>
  keepTogether(
    zoneFormat('long-date', MOSCOW, (timeZone) => new Intl.DateTimeFormat('ru-RU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' })).format(
      new Date(iso),
    ),
  );

/** «15 мая 2026 г. в 21:00 МСК». */
export const moscowDateTime = (iso: string): string => `${moscowDate(iso)} ${keepTogether(`в ${clockIn(new Date(iso), MOSCOW)} ${zoneLabel(MOSCOW)}`)}`;
