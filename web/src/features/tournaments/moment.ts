import { momentText, zoneLabel } from '@fanhub/shared';

const MOSCOW = 'Europe/Moscow';

/** «15 мая в 21:00 МСК»: the site names its times in Moscow time, whatever the reader's zone. */
export const moscowMoment = (iso: string): string => {
  const at = new Date(iso);
  return `${momentText(at, MOSCOW)} ${zoneLabel(MOSCOW, at)}`;
};
