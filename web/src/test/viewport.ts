/**
 * jsdom has no layout, so no window.matchMedia: this gives it one driven by a chosen width and
 * reduced-motion preference (only the (max-width) and (prefers-reduced-motion) queries we use).
 */
let width = 1440;
let reducedMotion = false;
const lists = new Set<{ query: string; listeners: Set<() => void> }>();

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (max) return width <= Number(max[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
  return false;
}

export function setViewport(next: { width?: number; reducedMotion?: boolean }): void {
  width = next.width ?? width;
  reducedMotion = next.reducedMotion ?? reducedMotion;
  for (const l of lists) for (const fn of l.listeners) fn();
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
      addListener: (fn: () => void) => entry.listeners.add(fn),
      removeListener: (fn: () => void) => entry.listeners.delete(fn),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}
