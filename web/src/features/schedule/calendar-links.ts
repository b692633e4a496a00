import { API_BASE } from '../../api/client';

/** The feed (GET /api/v1/schedule.ics) as a download link and as a `webcal://` subscription that calendars keep polling. */
export function calendarLinks(location: Pick<Location, 'origin' | 'host'>): { file: string; webcal: string } {
  const file = `${location.origin}${API_BASE}/schedule.ics`;
  return { file, webcal: `webcal://${location.host}${API_BASE}/schedule.ics` };
}
