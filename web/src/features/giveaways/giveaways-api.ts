import { call } from '../../api/call';

/** The giveaway calls of issue 20, typed by the declared routes (shared/src/api/giveaways.ts). */
export const giveawaysApi = {
  list: () => call('GET /giveaways'),
  get: (id: number) => call('GET /giveaways/:id', { params: { id } }),
  enter: (id: number) => call('POST /giveaways/:id/entries', { params: { id } }),
  withdraw: (id: number) => call('DELETE /giveaways/:id/entries/me', { params: { id } }),
  proof: (id: number) => call('GET /giveaways/:id/proof', { params: { id } }),
  claim: (id: number, deliveryDetails: string) => call('POST /giveaways/:id/claim', { params: { id }, body: { delivery_details: deliveryDetails } }),
  /** «Мои розыгрыши»: the first page (wins to claim, entries awaiting a draw, the newest history), or the history after `cursor`. */
  mine: (cursor?: string, limit?: number) => call('GET /profile/me/giveaways', { query: { cursor, limit } }),
};
