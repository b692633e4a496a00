import { countText, WINNER_FORMS, WINNER_GENITIVE_FORMS, type GiveawayView } from '@fanhub/shared';

/**
 * The winners a giveaway shows. Before the draw `winners_count` is a ceiling (one entrant and ten
 * places give one winner): «до 10 победителей»; a single place says nothing the prize does not.
 * After the draw, the places really awarded: a winner who let the claim lapse is replaced, not added.
 */
export function winnersText(g: Pick<GiveawayView, 'status' | 'winners_count' | 'winners'>): string | null {
  if (g.status === 'drawn') {
    const awarded = g.winners.filter((w) => w.status !== 'expired').length;
    return awarded === 0 ? 'победителей нет' : countText(awarded, WINNER_FORMS);
  }
  return g.winners_count > 1 ? `до ${countText(g.winners_count, WINNER_GENITIVE_FORMS)}` : null;
}
