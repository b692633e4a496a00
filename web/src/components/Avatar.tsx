import { useState } from 'react';

interface AvatarProps {
  name: string;
  url?: string | null;
  size?: 'sm' | 'md';
}

/**
 * The user's picture, or their initial on a neon tile when there is none (or it fails to load). The
 * initial is drawn by CSS, not text: a link holding the avatar is named by its visible text, and a
 * stray letter there would break the name a voice user says (WCAG 2.5.3).
 */
export function Avatar({ name, url, size = 'sm' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {url && !broken ? <img src={url} alt="" onError={() => setBroken(true)} /> : <span className="avatar__initial" data-initial={initial} />}
    </span>
  );
}
