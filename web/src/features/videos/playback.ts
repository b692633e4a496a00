import { useRef, useState } from 'react';
import { usePlayableSource } from './video-cache';

/** Starts playback; a refusal (autoplay rules, a source gone) shows through the player's own error and paused states. */
export function play(video: HTMLVideoElement | null): void {
  void video?.play().catch(() => undefined);
}

/** The play/pause toggle: plays when `paused` (the state the player shows), pauses otherwise. */
export function playOrPause(video: HTMLVideoElement | null, paused: boolean): void {
  if (paused) play(video);
  else video?.pause();
}

/**
 * What both players build on: the video element, the source it plays (the cached copy, or the
 * problem that keeps it from playing) and the paused state as the element reports it. `videoProps`
 * go on the <video> (it starts by itself and plays inline on a phone); `toggle` is the play/pause button.
 */
export function usePlayer(src: string, poster: string, { startPaused }: { startPaused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const { url, problem } = usePlayableSource(src);
  const [paused, setPaused] = useState(startPaused);
  return {
    video,
    url,
    problem,
    paused,
    toggle: () => playOrPause(video.current, paused),
    videoProps: {
      ref: video,
      src: url ?? undefined,
      poster,
      autoPlay: true,
      playsInline: true,
      onPlay: () => setPaused(false),
      onPause: () => setPaused(true),
    },
  };
}
