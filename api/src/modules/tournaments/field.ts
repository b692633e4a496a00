import { TOURNAMENT_MSG } from '@fanhub/shared';
import type { TournamentRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * 409 `field_closed` once the start's first call fixed the field for a beacon-bound seeding: the
 * teams that play are known before the beacon's round is, and nothing may change them until the
 * start (registration, withdrawal, check-in, edits, a manual seeding).
 */
export function refuseClosedField(t: Pick<TournamentRow, 'fieldClosedAt'>): void {
  if (t.fieldClosedAt) throw new AppError(409, 'field_closed', TOURNAMENT_MSG.fieldClosed);
}
