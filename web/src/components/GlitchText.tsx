import type { ElementType } from 'react';

interface GlitchTextProps {
  text: string;
  as?: ElementType;
  className?: string;
}

/**
 * Text with a restrained RGB-split glitch: two pseudo-element copies (data-text) shift for a few
 * frames every few seconds. Screen readers get the text once; motion stops under reduced motion.
 */
export function GlitchText({ text, as: Tag = 'span', className }: GlitchTextProps) {
  return (
    <Tag className={`glitch${className ? ` ${className}` : ''}`} data-text={text}>
      {text}
    </Tag>
  );
}
