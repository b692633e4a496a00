import { RECORD_FIELDS, type TournamentView } from '@fanhub/shared';
import { recordConflict } from '../edit-conflict/record-conflict';
import { ELIGIBILITY_RECORD_FIELD } from '../form-fields/EligibilityFieldset';
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
  ...ELIGIBILITY_RECORD_FIELD,
};

export const { otherAdminChanges, reapply } = recordConflict<TournamentView, TournamentFormState, RecordField>(
  RECORD_FIELD,
  RECORD_FIELDS.tournament,
  initialForm,
);
