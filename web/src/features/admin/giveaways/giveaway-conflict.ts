import { RECORD_FIELDS, type GiveawayView } from '@fanhub/shared';
import { recordConflict } from '../edit-conflict/record-conflict';
import { ELIGIBILITY_RECORD_FIELD } from '../form-fields/EligibilityFieldset';
import { initialForm, type GiveawayFormState } from './giveaway-form-state';

/**
 * A stale save of a giveaway (412): what the other admin changed, field by field in the activity
 * log's Russian names, and this admin's edit re-applied onto the current giveaway.
 */

type RecordField = keyof typeof RECORD_FIELDS.giveaway;

/** Which field of the record each input edits (the rules' inputs are one field: «условия участия»). */
const RECORD_FIELD: Record<keyof GiveawayFormState, RecordField> = {
  title: 'title',
  tier: 'tier',
  prize: 'prize',
  description: 'description',
  delivery: 'delivery',
  image: 'image',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
  winners_count: 'winners_count',
  claim_hours: 'claim_hours',
  auto_draw: 'auto_draw',
  ...ELIGIBILITY_RECORD_FIELD,
};

export const { otherAdminChanges, reapply } = recordConflict<GiveawayView, GiveawayFormState, RecordField>(RECORD_FIELD, RECORD_FIELDS.giveaway, initialForm);
