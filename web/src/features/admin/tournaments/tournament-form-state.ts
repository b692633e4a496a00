import { LOCKED_AFTER_REGISTRATION, type GiveawayTierKey, type TournamentCreateBody, type TournamentUpdateBody, type TournamentView } from '@fanhub/shared';
import { eligibilityInputsOf, eligibilityOf, type EligibilityInputs } from '../form-fields/eligibility-inputs';
import { fromLocalInput, toLocalInput } from '../giveaways/giveaway-form-state';

export type TournamentFormat = TournamentView['format'];

/** The form as the inputs hold it (times in the admin's local time, numbers as typed, maps one a line). */
export interface TournamentFormState extends EligibilityInputs {
  title: string;
  game: string;
  format: TournamentFormat;
  third_place: boolean;
  team_size: string;
  best_of: string;
  maps: string;
  max_teams: string;
  starts_at: string;
  /** '': registration stays open until the start. */
  registration_ends_at: string;
  check_in_minutes: string;
  confirm_minutes: string;
  no_show_minutes: string;
  prize: string;
  /** '': the prize is no tier of the giveaways. */
  tier: GiveawayTierKey | '';
  rules: string;
}

/** The inputs named as the tournament's own fields: each edits that field, and a 422 names it so. */
export const TOURNAMENT_FIELDS = [
  'title',
  'game',
  'format',
  'third_place',
  'team_size',
  'best_of',
  'maps',
  'max_teams',
  'starts_at',
  'registration_ends_at',
  'check_in_minutes',
  'confirm_minutes',
  'no_show_minutes',
  'prize',
  'tier',
  'rules',
] as const;

export function initialForm(t: TournamentView | null, now = Date.now()): TournamentFormState {
  return {
    title: t?.title ?? '',
    game: t?.game ?? '',
    format: t?.format ?? 'double_elimination',
    third_place: t?.third_place ?? false,
    team_size: String(t?.team_size ?? 5),
    best_of: String(t?.best_of ?? 3),
    maps: (t?.maps ?? []).join('\n'),
    max_teams: String(t?.max_teams ?? 8),
    // A week ahead, on the hour: a new tournament is announced well before it is played.
    starts_at: toLocalInput(t?.starts_at ?? new Date(Math.ceil((now + 7 * 86_400_000) / 3_600_000) * 3_600_000).toISOString()),
    registration_ends_at: t?.registration_ends_at ? toLocalInput(t.registration_ends_at) : '',
    check_in_minutes: String(t?.check_in_minutes ?? 30),
    confirm_minutes: String(t?.confirm_minutes ?? 15),
    no_show_minutes: String(t?.no_show_minutes ?? 15),
    prize: t?.prize ?? '',
    tier: t?.tier ?? '',
    rules: t?.rules ?? '',
    ...eligibilityInputsOf(t?.eligibility),
  };
}

/** The pool as typed: one map a line (commas also split), blanks dropped; the server refuses a map named twice. */
export const mapsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((m) => m.trim())
    .filter(Boolean);

/** A number as typed; '' stays NaN so the server names the field (never a silent 0). */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function createBody(f: TournamentFormState): TournamentCreateBody {
  return {
    title: f.title,
    game: f.game,
    format: f.format,
    // Offered for single elimination only: a box ticked before switching format is not sent.
    third_place: f.format === 'single_elimination' && f.third_place,
    team_size: num(f.team_size),
    best_of: num(f.best_of) as TournamentCreateBody['best_of'],
    maps: mapsOf(f.maps),
    max_teams: num(f.max_teams),
    starts_at: fromLocalInput(f.starts_at),
    registration_ends_at: f.registration_ends_at ? fromLocalInput(f.registration_ends_at) : null,
    check_in_minutes: num(f.check_in_minutes),
    confirm_minutes: num(f.confirm_minutes),
    no_show_minutes: num(f.no_show_minutes),
    prize: f.prize,
    tier: f.tier || null,
    rules: f.rules,
    eligibility: eligibilityOf(f, num),
  };
}

/** Once a team registered, its roster was checked against the team size and the rules: those are not sent. */
export function updateBody(f: TournamentFormState, locked: boolean): TournamentUpdateBody {
  const all: TournamentUpdateBody = createBody(f);
  if (locked) for (const key of LOCKED_AFTER_REGISTRATION) delete all[key];
  return all;
}
