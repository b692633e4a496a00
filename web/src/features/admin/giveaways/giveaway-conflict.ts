import { RECORD_FIELDS, type GiveawayView } from '@fanhub/shared';
import { inputFields, recordConflict } from '../edit-conflict/record-conflict';
import { ELIGIBILITY_RECORD_FIELD } from '../form-fields/eligibility-inputs';
import { initialForm, type GiveawayFormState } from './giveaway-form-state';

/**
 * A stale save of a giveaway (412): what the other admin changed, field by field in the activity
 * log's Russian names, and this admin's edit re-applied onto the current giveaway.
 */

type RecordField = keyof typeof RECORD_FIELDS.giveaway;

/** Each input edits the record's field of its name; the rules' inputs edit one field: «условия участия». */
const RECORD_FIELD = inputFields<GiveawayFormState, RecordField>()(
  ['title', 'tier', 'prize', 'description', 'delivery', 'image', 'starts_at', 'ends_at', 'winners_count', 'claim_hours', 'auto_draw'],
  ELIGIBILITY_RECORD_FIELD,
);

export const { otherAdminChanges, reapply } = recordConflict<GiveawayView, GiveawayFormState, RecordField>(RECORD_FIELD, RECORD_FIELDS.giveaway, initialForm);
