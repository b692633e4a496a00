/** Where page `page` (1 is the first) of `limit` rows starts. */
export const pageOffset = (q: { page: number; limit: number }): number => (q.page - 1) * q.limit;

/** How many pages of `limit` rows `total` rows fill: at least one, an empty list still shows its page. */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));
