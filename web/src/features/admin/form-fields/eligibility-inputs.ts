import type { Eligibility } from '@fanhub/shared';

/** The eligibility rules as the inputs hold them (numbers as typed): a giveaway's and a tournament's form both. */
export interface EligibilityInputs {
  youtube: boolean;
  twitch: boolean;
  telegram: boolean;
  twitch_sub: boolean;
  min_level: string;
  min_account_age_days: string;
}

/** Every eligibility input edits one field of the record: «условия участия» (a stale save's field diff). */
export const ELIGIBILITY_RECORD_FIELD: Record<keyof EligibilityInputs, 'eligibility'> = {
  youtube: 'eligibility',
  twitch: 'eligibility',
  telegram: 'eligibility',
  twitch_sub: 'eligibility',
  min_level: 'eligibility',
  min_account_age_days: 'eligibility',
};

/** A record's rules into the inputs (a new record: the schema's defaults). */
export const eligibilityInputsOf = (e: Eligibility | undefined): EligibilityInputs => ({
  youtube: e?.youtube ?? false,
  twitch: e?.twitch ?? false,
  telegram: e?.telegram ?? false,
  twitch_sub: e?.twitch_sub ?? false,
  min_level: String(e?.min_level ?? 1),
  min_account_age_days: String(e?.min_account_age_days ?? 0),
});

/** The inputs back into the rules to send; `toNumber` is the form's own reading of a typed number. */
export const eligibilityOf = (f: EligibilityInputs, toNumber: (typed: string) => number): Eligibility => ({
  youtube: f.youtube,
  twitch: f.twitch,
  telegram: f.telegram,
  twitch_sub: f.twitch_sub,
  min_level: toNumber(f.min_level),
  min_account_age_days: toNumber(f.min_account_age_days),
});
