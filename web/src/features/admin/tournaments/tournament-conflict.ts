import { RECORD_FIELDS, type TournamentView } from '@fanhub/shared';
import { inputFields, recordConflict } from '../edit-conflict/record-conflict';
import { ELIGIBILITY_RECORD_FIELD } from '../form-fields/eligibility-inputs';
import { initialForm, TOURNAMENT_FIELDS, type TournamentFormState } from './tournament-form-state';

/**
 * A stale save of a tournament (412): what the other admin changed, field by field in the activity
 * log's Russian names, and this admin's edit re-applied onto the current tournament.
 */

type RecordField = keyof typeof RECORD_FIELDS.tournament;

/** Each input edits the record's field of its name; the rules' inputs edit one field: «условия участия». */
const RECORD_FIELD = inputFields<TournamentFormState, RecordField>()(TOURNAMENT_FIELDS, ELIGIBILITY_RECORD_FIELD);

export const { otherAdminChanges, reapply } = recordConflict<TournamentView, TournamentFormState, RecordField>(
  RECORD_FIELD,
  RECORD_FIELDS.tournament,
  initialForm,
);
