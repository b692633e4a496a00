import type { GiveawayTier } from '@fanhub/shared';
import { LineIcon } from './LineIcon';

const PATHS: Record<GiveawayTier['icon'], string> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7Z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0ZM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6',
  leaf: 'M5 19C5 10 11 5 20 4c0 9-5 15-14 15ZM5 19l8-8',
  cake: 'M4 20V12h16v8ZM4 15c2.7 1.5 5.3 1.5 8 0 2.7 1.5 5.3 1.5 8 0M12 12V8M12 4.5c1 1 1 2 0 3-1-1-1-2 0-3Z',
  diamond: 'M6 3h12l4 6-10 12L2 9ZM2 9h20M9 3l3 18M15 3l-3 18',
};

export function TierIcon({ icon, size = 28 }: { icon: GiveawayTier['icon']; size?: number }) {
  return <LineIcon path={PATHS[icon]} size={size} />;
}
