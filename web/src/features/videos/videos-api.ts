import type { AdminVideoView, AvailabilityView, VideoEnvelope, VideoView } from '@fanhub/shared';
import { api } from '../../api/client';

/** The public videos calls (spec 1 §7) and the admin ones (spec 2 §7 /admin/videos). */
export const videosApi = {
  list: (signal?: AbortSignal) => api.get<VideoView[]>('/youtube/videos', { signal }),
  availability: (signal?: AbortSignal) => api.get<AvailabilityView & { browser_probe_url: string }>('/youtube/check-availability', { signal }),
  adminList: () => api.get<VideoEnvelope<AdminVideoView[]>>('/admin/videos'),
  add: (title: string, url: string) => api.post<VideoEnvelope<AdminVideoView>>('/admin/videos', { title, url }),
  remove: (id: string) => api.del<VideoEnvelope<null>>(`/admin/videos/${encodeURIComponent(id)}`),
  setActive: (id: string, isActive: boolean) => api.put<VideoEnvelope<AdminVideoView>>(`/admin/videos/${encodeURIComponent(id)}`, { isActive }),
  mirrorNow: () => api.post<VideoEnvelope<null>>('/admin/videos/mirror'),
};
