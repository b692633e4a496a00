import { momentText, zoneLabel } from '@fanhub/shared';

/** The site names its times in Moscow time (the streamer's zone), whatever the reader's own zone is. */
const MOSCOW = 'Europe/Moscow';

/** A line may break between the date and the time, never inside either. */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** «15 мая в 21:00 МСК» as the giveaway texts say a moment (momentText: the year only when not this one's), in Moscow. */
export function moscowDateTime(iso: string): string {
  const at = new Date(iso);
  const [day = '', time = ''] = momentText(at, MOSCOW).split(' в ');
  return `${keepTogether(day)} ${keepTogether(`в ${time} ${zoneLabel(MOSCOW, at)}`)}`;
}
