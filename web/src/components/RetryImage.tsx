import { useState, type ImgHTMLAttributes } from 'react';

export const IMAGE_RETRIES = 3;

/** Shown when the real image never loads: a dark neon grid, inline so it needs no request. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b0b16"/><stop offset="1" stop-color="#1a0b24"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/><path d="M0 6h16M0 7.5h16M4 9l2-3M12 9l-2-3" stroke="#00f0ff" stroke-opacity=".35" stroke-width=".05"/></svg>',
  );

/** An <img> that retries a failed load up to 3 times, then shows the inline fallback (spec 1 §4). */
export function RetryImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failures, setFailures] = useState(0);
  const current = failures === 0 ? src : failures <= IMAGE_RETRIES ? `${src}${src.includes('?') ? '&' : '?'}retry=${failures}` : FALLBACK_IMAGE;
  return <img {...rest} src={current} data-failures={failures} onError={() => setFailures((n) => Math.min(n + 1, IMAGE_RETRIES + 1))} />;
}
