import { createAvatar } from '@dicebear/core';
import { bottts } from '@dicebear/collection';

/**
 * Preset avatars: DiceBear's robots in the site's neon colours, drawn once when first asked for
 * and served by us (never hot-linked). The names are stable, so a chosen preset keeps its address.
 */
const NEON = ['00f0ff', 'ff2bd6', '39ff88', 'ffd23f', 'b866ff', 'ff4d6a'];
const SEEDS = ['Neon', 'Glitch', 'Cipher', 'Vector', 'Pixel', 'Nova', 'Byte', 'Hex', 'Echo', 'Flux', 'Volt', 'Ghost'];

export const PRESET_NAMES = SEEDS.map((seed, i) => `cyber-${String(i + 1).padStart(2, '0')}-${seed.toLowerCase()}`);
export const presetUrl = (name: string) => `/api/v1/avatars/${name}.svg`;
export const PRESET_URLS = new Set(PRESET_NAMES.map(presetUrl));

let drawn: Map<string, string> | undefined;

export function presetSvg(name: string): string | undefined {
  drawn ??= new Map(
    PRESET_NAMES.map((n, i) => [
      n,
      createAvatar(bottts, {
        seed: SEEDS[i]!,
        backgroundColor: ['0b0b16'],
        baseColor: [NEON[i % NEON.length]!],
        radius: 8,
      }).toString(),
    ]),
  );
  return drawn.get(name);
}
