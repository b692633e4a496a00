import type { GiveawayCreateBody, GiveawayTierKey, GiveawayUpdateBody, GiveawayView } from '@fanhub/shared';
import { eligibilityInputsOf, eligibilityOf, type EligibilityInputs } from '../form-fields/eligibility-inputs';

/** The form as the inputs hold it (times in the admin's local time, numbers as typed). */
export interface GiveawayFormState extends EligibilityInputs {
  title: string;
  tier: GiveawayTierKey;
  prize: string;
  description: string;
  /** How the prize reaches a winner: the claim dialog tells them. */
  delivery: string;
  image: string;
  starts_at: string;
  ends_at: string;
  winners_count: string;
  claim_hours: string;
  auto_draw: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value back to an ISO instant ('' stays '': the server names the missing field). */
export const fromLocalInput = (value: string): string => (value ? new Date(value).toISOString() : '');

export function initialForm(g: GiveawayView | null, now = Date.now()): GiveawayFormState {
  const hour = 3_600_000;
  return {
    title: g?.title ?? '',
    tier: g?.tier ?? 'weekly',
    prize: g?.prize ?? '',
    description: g?.description ?? '',
    delivery: g?.delivery ?? '',
    image: g?.image ?? '',
    starts_at: toLocalInput(g?.starts_at ?? new Date(now).toISOString()),
    ends_at: toLocalInput(g?.ends_at ?? new Date(now + 7 * 24 * hour).toISOString()),
    winners_count: String(g?.winners_count ?? 1),
    claim_hours: String(g?.claim_hours ?? 48),
    auto_draw: g?.auto_draw ?? true,
    ...eligibilityInputsOf(g?.eligibility),
  };
}

export function createBody(f: GiveawayFormState): GiveawayCreateBody {
  return {
    title: f.title,
    tier: f.tier,
    prize: f.prize,
    description: f.description,
    delivery: f.delivery,
    image: f.image.trim() || null,
    starts_at: fromLocalInput(f.starts_at),
    ends_at: fromLocalInput(f.ends_at),
    winners_count: Number(f.winners_count),
    claim_hours: Number(f.claim_hours),
    auto_draw: f.auto_draw,
    eligibility: eligibilityOf(f, Number),
  };
}

/** After the first entry only the title, texts and picture may change: only those are sent. */
export function updateBody(f: GiveawayFormState, locked: boolean): GiveawayUpdateBody {
  const all = createBody(f);
  return locked ? { title: all.title, description: all.description, delivery: all.delivery, image: all.image } : all;
}
