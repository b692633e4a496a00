import { useSocketEvent } from '../../stores/socket';

/** An admin adds, hides or removes a video, or a local copy becomes ready: `reload` runs. */
export function useVideoEvents(reload: () => void): void {
  useSocketEvent('video.updated', reload);
  useSocketEvent('video.mirrored', reload);
  useSocketEvent('video.removed', reload);
}
