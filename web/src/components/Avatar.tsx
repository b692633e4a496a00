import { useState } from 'react';

interface AvatarProps {
  name: string;
  url?: string | null;
  size?: 'sm' | 'md';
  /** The tile's own colour behind the initial (the profile's chosen one); the neon gradient without it. */
  color?: string | null;
}

/**
 * The user's picture, or their initial on a neon tile when there is none (or it fails to load). The
 * initial is drawn by CSS, not text: a link holding the avatar is named by its visible text, and a
 * stray letter there would break the name a voice user says (WCAG 2.5.3).
 */
export function Avatar({ name, url, size = 'sm', color }: AvatarProps) {
  /** The address that failed to load: a new picture gets its own chance. */
  const [broken, setBroken] = useState<string | null>(null);
  const picture = url && url !== broken ? url : null;
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" style={color && !picture ? { background: color } : undefined}>
      {picture ? <img src={picture} alt="" onError={() => setBroken(picture)} /> : <span className="avatar__initial" data-initial={initial} />}
    </span>
  );
}
