import { RECORD_FIELDS, type GiveawayView } from '@fanhub/shared';
import { initialForm, type GiveawayFormState } from './giveaway-form-state';

/**
 * A stale save of a giveaway (412): what the other admin changed, field by field in the activity
 * log's Russian names, and this admin's edit re-applied onto the current giveaway.
 */

/** Which field of the record each input edits (the rules' inputs are one field: «условия участия»). */
const RECORD_FIELD: Record<keyof GiveawayFormState, keyof typeof RECORD_FIELDS.giveaway> = {
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
  youtube: 'eligibility',
  twitch: 'eligibility',
  telegram: 'eligibility',
  twitch_sub: 'eligibility',
  min_level: 'eligibility',
  min_account_age_days: 'eligibility',
};
const KEYS = Object.keys(RECORD_FIELD) as (keyof GiveawayFormState)[];

/** The inputs whose value differs between two forms. */
const changedKeys = (a: GiveawayFormState, b: GiveawayFormState) => KEYS.filter((k) => a[k] !== b[k]);

/** What the other admin changed since this form was loaded, one line a field. */
export function otherAdminChanges(base: GiveawayView, current: GiveawayView): string[] {
  const names = new Set(changedKeys(initialForm(base), initialForm(current)).map((k) => RECORD_FIELDS.giveaway[RECORD_FIELD[k]]));
  return [...names].map((name) => name.charAt(0).toUpperCase() + name.slice(1));
}

/** The current giveaway's form with the inputs this admin changed (against `base`) as they left them. */
export function reapply(base: GiveawayView, current: GiveawayView, mine: GiveawayFormState): GiveawayFormState {
  const from = initialForm(base);
  const merged = { ...initialForm(current) };
  for (const k of changedKeys(from, mine)) (merged as Record<string, unknown>)[k] = mine[k];
  return merged;
}
