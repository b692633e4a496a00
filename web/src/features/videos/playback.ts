/** Starts playback; a refusal (autoplay rules, a source gone) shows through the player's own error and paused states. */
export function play(video: HTMLVideoElement | null): void {
  void video?.play().catch(() => undefined);
}

/** The play/pause toggle: plays when `paused` (the state the player shows), pauses otherwise. */
export function playOrPause(video: HTMLVideoElement | null, paused: boolean): void {
  if (paused) play(video);
  else video?.pause();
}
