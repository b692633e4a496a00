import { call } from '../../api/call';

/** The public videos calls (spec 1 §7) and the admin ones (spec 2 §7 /admin/videos), typed by the declared routes. */
export const videosApi = {
  list: (signal?: AbortSignal) => call('GET /youtube/videos', { options: { signal } }),
  availability: (signal?: AbortSignal) => call('GET /youtube/check-availability', { options: { signal } }),
  adminList: () => call('GET /admin/videos'),
  add: (title: string, url: string) => call('POST /admin/videos', { body: { title, url } }),
  remove: (id: string) => call('DELETE /admin/videos/:id', { params: { id } }),
  setActive: (id: string, isActive: boolean) => call('PUT /admin/videos/:id', { params: { id }, body: { isActive } }),
  mirrorNow: () => call('POST /admin/videos/mirror'),
};
