import type { GiveawayCreateBody, GiveawayUpdateBody } from '@fanhub/shared';
import { api } from '../../../api/client';
import { call, routeUrl } from '../../../api/call';

/** The admin's giveaway calls (issue 20), typed by the declared routes. */
export const adminGiveawaysApi = {
  list: () => call('GET /admin/giveaways'),
  create: (body: GiveawayCreateBody) => call('POST /admin/giveaways', { body }),
  /** Saved against the version the form was loaded at (If-Match): another admin's edit in between is a 412. */
  update: (id: number, body: GiveawayUpdateBody, version: number) => call('PUT /admin/giveaways/:id', { params: { id }, body, options: { ifMatch: version } }),
  close: (id: number) => call('POST /admin/giveaways/:id/close', { params: { id } }),
  draw: (id: number) => call('POST /admin/giveaways/:id/draw', { params: { id } }),
  entrants: (id: number) => call('GET /admin/giveaways/:id/entrants', { params: { id } }).then((r) => r.entrants),
  /**
   * The entrants as a CSV file. Not through `call`: the answer is a file, not JSON, and a plain link
   * would go without the admin's bearer token.
   */
  async downloadCsv(id: number, title: string): Promise<void> {
    const token = api.getToken();
    const res = await fetch(`${api.baseUrl}${routeUrl('/admin/giveaways/:id/entrants.csv', { id })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error('Не удалось выгрузить участников');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `${title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'giveaway'}-${id}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
