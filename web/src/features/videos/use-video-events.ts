import { useOnReconnect, useSocketEvent } from '../../stores/socket';

/** An admin adds, hides or removes a video, or a local copy becomes ready (or the socket comes back): `reload` runs. */
export function useVideoEvents(reload: () => void): void {
  useOnReconnect(reload);
  useSocketEvent('video.updated', reload);
  useSocketEvent('video.mirrored', reload);
  useSocketEvent('video.removed', reload);
}
