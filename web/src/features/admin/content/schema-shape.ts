/**
 * The shape of a site-content schema, read from the zod schema itself (shared/src/contracts/content.ts),
 * so the block forms follow the contract: a field added there gets an input here (or fails the label
 * test until it has a Russian name). zod is not a dependency of the web client: its schemas are read
 * through the few definition fields used below.
 */

export type Shape =
  | { kind: 'object'; fields: [string, Shape][] }
  | { kind: 'array'; item: Shape; min: number; max: number }
  | { kind: 'string'; min: number; max: number }
  | { kind: 'number'; int: boolean; min: number | null; max: number | null }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: string[] }
  /** Anything else: the form cannot edit it (the class test fails for it). */
  | { kind: 'unsupported'; type: string };

interface Check {
  _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean; format?: string } };
}
interface SchemaLike {
  _zod: { def: { type: string; checks?: Check[]; shape?: Record<string, SchemaLike>; element?: SchemaLike; entries?: Record<string, string> } };
}

const checksOf = (s: SchemaLike) => (s._zod.def.checks ?? []).map((c) => c._zod.def);

/** The bounds of a list's or a text's length (min/max/length checks alike). */
function lengthOf(s: SchemaLike): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') min = c.minimum ?? 0;
    if (c.check === 'max_length') max = c.maximum ?? Infinity;
    if (c.check === 'length_equals') min = max = c.length ?? 0;
  }
  return { min, max };
}

/** The shape of a zod schema (as `CONTENT_SCHEMAS[key]`). */
export function shapeOf(schema: unknown): Shape {
  const s = schema as SchemaLike;
  const def = s._zod.def;
  switch (def.type) {
    case 'object':
      return { kind: 'object', fields: Object.entries(def.shape ?? {}).map(([name, field]) => [name, shapeOf(field)]) };
    case 'array':
      return { kind: 'array', item: shapeOf(def.element), ...lengthOf(s) };
    case 'string':
      return { kind: 'string', ...lengthOf(s) };
    case 'number': {
      let int = false;
      let min: number | null = null;
      let max: number | null = null;
      for (const c of checksOf(s)) {
        if (c.check === 'number_format' && /int/.test(c.format ?? '')) int = true;
        // An exclusive bound of an integer is the next integer (positive() is "> 0": at least 1).
        if (c.check === 'greater_than') min = (c.value ?? 0) + (c.inclusive ? 0 : 1);
        if (c.check === 'less_than') max = (c.value ?? 0) - (c.inclusive ? 0 : 1);
      }
      return { kind: 'number', int, min, max };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    default:
      return { kind: 'unsupported', type: def.type };
  }
}

/** A new element of a list: empty texts (the form asks to fill them), the first choice, the least allowed count. */
export function emptyOf(shape: Shape): unknown {
  switch (shape.kind) {
    case 'object':
      return Object.fromEntries(shape.fields.map(([name, field]) => [name, emptyOf(field)]));
    case 'array':
      return Array.from({ length: shape.min }, () => emptyOf(shape.item));
    case 'string':
      return '';
    case 'number':
      return shape.min !== null && shape.min > 0 ? shape.min : 0;
    case 'boolean':
      return false;
    case 'enum':
      return shape.values[0];
    case 'unsupported':
      return null;
  }
}

/** Every place in a shape, as its path with `*` for a list's elements (the label map's keys). */
export function placesOf(shape: Shape, path: string[] = []): { path: string[]; shape: Shape }[] {
  const here = path.length ? [{ path, shape }] : [];
  if (shape.kind === 'object') return [...here, ...shape.fields.flatMap(([name, field]) => placesOf(field, [...path, name]))];
  if (shape.kind === 'array') return [...here, ...placesOf(shape.item, [...path, '*'])];
  return here;
}
