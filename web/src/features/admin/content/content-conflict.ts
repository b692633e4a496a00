import { contentChanges, contentPathText, type ContentKey } from '@fanhub/shared';

/**
 * A stale save of a site-content block (412): what the other admin changed, and this admin's edit
 * re-applied onto the stored value, path by path (a leaf, or a list whose length changed as a whole).
 */

/** What the other admin changed, one line each in the editor's Russian field names. */
export function otherAdminChanges(key: ContentKey, base: unknown, current: unknown): string[] {
  const lines = contentChanges(base, current).map((path) => contentPathText(key, path));
  return [...new Set(lines)].map((line) => line.charAt(0).toUpperCase() + line.slice(1));
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function at(value: unknown, segments: string[]): unknown {
  return segments.reduce<unknown>((v, s) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined), value);
}

/**
 * The current value with each path this admin changed (against `base`) set as they left it. Where
 * the other admin removed the place of a change (a shorter list), the nearest part that still
 * exists is taken whole from this admin's edit.
 */
export function reapply(base: unknown, current: unknown, mine: unknown): unknown {
  let out = clone(current);
  for (const path of contentChanges(base, mine)) {
    const segments = path === '' ? [] : path.split('.');
    if (!segments.length) {
      out = clone(mine);
      continue;
    }
    let target = out as Record<string, unknown>;
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      const last = i === segments.length - 1;
      const next = target[s];
      if (last || next === null || typeof next !== 'object') {
        target[s] = clone(at(mine, segments.slice(0, i + 1)));
        break;
      }
      target = next as Record<string, unknown>;
    }
  }
  return out;
}
