import { RECORD_FIELDS, type TournamentView } from '@fanhub/shared';
import { initialForm, type TournamentFormState } from './tournament-form-state';

/**
 * A stale save of a tournament (412): what the other admin changed, field by field in the activity
 * log's Russian names, and this admin's edit re-applied onto the current tournament.
 */

type RecordField = keyof typeof RECORD_FIELDS.tournament;

/** Which field of the record each input edits (the rules' inputs are one field: «условия участия»). */
const RECORD_FIELD: Record<keyof TournamentFormState, RecordField> = {
  title: 'title',
  game: 'game',
  format: 'format',
  third_place: 'third_place',
  team_size: 'team_size',
  best_of: 'best_of',
  maps: 'maps',
  max_teams: 'max_teams',
  starts_at: 'starts_at',
  registration_ends_at: 'registration_ends_at',
  check_in_minutes: 'check_in_minutes',
  confirm_minutes: 'confirm_minutes',
  no_show_minutes: 'no_show_minutes',
  prize: 'prize',
  tier: 'tier',
  rules: 'rules',
  youtube: 'eligibility',
  twitch: 'eligibility',
  telegram: 'eligibility',
  twitch_sub: 'eligibility',
  min_level: 'eligibility',
  min_account_age_days: 'eligibility',
};
const KEYS = Object.keys(RECORD_FIELD) as (keyof TournamentFormState)[];

const changedKeys = (a: TournamentFormState, b: TournamentFormState) => KEYS.filter((k) => a[k] !== b[k]);

/** What the other admin changed since this form was loaded, one line a field. */
export function otherAdminChanges(base: TournamentView, current: TournamentView): string[] {
  const names = new Set(changedKeys(initialForm(base), initialForm(current)).map((k) => RECORD_FIELDS.tournament[RECORD_FIELD[k]]));
  return [...names].map((name) => name.charAt(0).toUpperCase() + name.slice(1));
}

/** The current tournament's form with the inputs this admin changed (against `base`) as they left them. */
export function reapply(base: TournamentView, current: TournamentView, mine: TournamentFormState): TournamentFormState {
  const from = initialForm(base);
  const merged = { ...initialForm(current) };
  for (const k of changedKeys(from, mine)) (merged as Record<string, unknown>)[k] = mine[k];
  return merged;
}
