/** A small seeded generator (mulberry32): the same size gives the same data set on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [lo, hi). */
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seeded>;

/** A deterministic uuid from a number (time-ordered ids make the unique index's inserts appends). */
export const uuidOf = (kind: number, n: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** COPY text format: \N for null, backslash, tab and line breaks escaped. */
export const cell = (v: string | number | boolean | Date | null | undefined): string => {
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
};
export const line = (...cells: Parameters<typeof cell>[0][]) => `${cells.map(cell).join('\t')}\n`;
