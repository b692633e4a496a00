/**
 * Which time zones the schedule takes (reliability): a place in the IANA database, stored under its
 * canonical name, the one `zone.tab` lists for that place. `europe/berlin` is stored as
 * `Europe/Berlin`, the old `Europe/Kiev` as `Europe/Kyiv`; an offset (`+03:00`), `UTC`,
 * `Etc/GMT-14` and the POSIX-style `EST5EDT` are refused: they name no place, and a streamer's
 * clock follows a place's rules. Every accepted name is one the calendar feed can describe with a
 * VTIMEZONE and that every calendar knows by name.
 * No zod here: the web imports it.
 */

/** The areas of IANA's place names ("Europe/Moscow"); Etc/, US/, posixrules and the like are not places. */
const PLACE = /^(africa|america|antarctica|arctic|asia|atlantic|australia|europe|indian|pacific)\/[a-z0-9_+-]+(\/[a-z0-9_+-]+)?$/i;

/**
 * Names Intl reports under an older spelling than IANA's zone.tab (ICU keeps CLDR's ids): the
 * place is the same, the canonical name is the right-hand one.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Intl's own id for a name it knows (case fixed, links followed), or null. */
function intlId(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let canonical: readonly string[] | null = null;
/** Every canonical place name this runtime knows, sorted: the editor's suggestions. */
export function timeZoneNames(): readonly string[] {
  if (!canonical) {
    const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Moscow'];
    canonical = [...new Set(ids.map((id) => RENAMED[id] ?? id).filter((id) => PLACE.test(id)))].sort();
  }
  return canonical;
}

export type TimeZoneCheck = { ok: true; zone: string } | { ok: false; reason: 'unknown' | 'not_a_place' };

/**
 * The canonical name of a place's time zone, any letter case and any older spelling accepted:
 * `europe/berlin` → `Europe/Berlin`, `Asia/Calcutta` → `Asia/Kolkata`. `not_a_place` for a zone
 * Intl knows that names no place (offsets, UTC, Etc/…, EST5EDT, US/…), `unknown` otherwise.
 */
export function checkTimeZone(input: string): TimeZoneCheck {
  const zone = input.trim();
  if (!zone || zone.length > 64) return { ok: false, reason: 'unknown' };
  const id = intlId(zone);
  if (!id) return { ok: false, reason: 'unknown' };
  if (!PLACE.test(zone)) return { ok: false, reason: 'not_a_place' };
  const name = RENAMED[id] ?? id;
  return timeZoneNames().includes(name) ? { ok: true, zone: name } : { ok: false, reason: 'not_a_place' };
}

/** The canonical name, or null when the schedule would refuse the zone. */
export const canonicalTimeZone = (input: string): string | null => {
  const check = checkTimeZone(input);
  return check.ok ? check.zone : null;
};
