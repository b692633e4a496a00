import { useEffect, useRef } from 'react';
import { BACKGROUND_VIDEO } from './background-video';

interface Props {
  src: string;
  poster: string;
  onError: () => void;
}

/**
 * The hero's decorative loop: plays forward, then runs backwards to the start, and again —
 * browsers cannot play at a negative rate, so the reverse leg steps currentTime per frame.
 */
export function BackgroundVideo({ src, poster, onError }: Props) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let frame = 0;
    let last = 0;
    const rate = BACKGROUND_VIDEO.playbackRate;
    video.playbackRate = rate;
    const stepBack = (now: number) => {
      const dt = last ? (now - last) / 1000 : 0;
      last = now;
      const next = video.currentTime - dt * rate;
      if (next <= 0) {
        video.currentTime = 0;
        video.playbackRate = rate;
        void video.play().catch(() => undefined);
        return;
      }
      video.currentTime = next;
      frame = requestAnimationFrame(stepBack);
    };
    const onEnded = () => {
      last = 0;
      frame = requestAnimationFrame(stepBack);
    };
    const onMeta = () => {
      video.playbackRate = rate;
    };
    video.addEventListener('ended', onEnded);
    video.addEventListener('loadedmetadata', onMeta);
    return () => {
      cancelAnimationFrame(frame);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('loadedmetadata', onMeta);
    };
  }, []);

  return (
    <video
      ref={ref}
      className="hero__video"
      src={src}
      poster={poster}
      autoPlay
      muted
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-playback-rate={BACKGROUND_VIDEO.playbackRate}
      onError={onError}
    />
  );
}
