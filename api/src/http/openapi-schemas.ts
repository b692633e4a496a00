import * as shared from '@fanhub/shared';
import { z } from 'zod';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/** Export names that read better under another name in the document. */
const RENAMED: Record<string, string> = { ErrorBody: 'Error' };

/**
 * The named shapes of the document: every object or union `@fanhub/shared` exports, under its export
 * name (the same name the TypeScript type has), so a shape a new route answers with is a named
 * component the moment its contract is exported. The first of two names for one schema wins.
 */
function sharedNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(shared)) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || !(value instanceof z.ZodObject || value instanceof z.ZodUnion)) continue;
    if (!names.has(value)) names.set(value, RENAMED[name] ?? name);
  }
  return names;
}

/**
 * zod's metadata with an `id` for every named shape (zod then puts it in `$defs` and refers to it),
 * the global registry's descriptions kept as they are.
 */
function namingRegistry(names: Map<z.ZodType, string>) {
  const registry = z.registry<Record<string, unknown>>();
  const get = (schema: z.ZodType) => {
    const meta = z.globalRegistry.get(schema);
    const id = names.get(schema);
    return id ? { ...meta, id } : meta;
  };
  return Object.assign(registry, { get }) as typeof registry;
}

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/**
 * Turns zod contracts into JSON Schema 2020-12 (OpenAPI 3.1's dialect) with the named shapes as
 * `$ref`s to `components.schemas`. A shape reads differently as a request (input: defaults
 * optional, unknown fields refused) than as an answer (output); where the two differ, the request's
 * is named `<Name>Input`.
 */
export class SchemaComponents {
  private readonly names = sharedNames();
  private readonly metadata = namingRegistry(this.names);
  private readonly found: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };
  /** `$ref` holders of input schemas, renamed when the shape's input and output differ. */
  private readonly inputRefs: { holder: Json; id: string }[] = [];
  private anonymous = 0;

  /** `named: false` inlines every shape (a query, read as separate parameters). */
  convert(schema: z.ZodType, io: Io, { named = true } = {}): Json {
    const {
      $schema: _s,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      ...(named ? { metadata: this.metadata } : {}),
      // Answers are checked with zod, which lets extra fields through: the document says the same.
      override: ({ jsonSchema }) => {
        if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    }) as Json & { $defs?: Record<string, Json> };
    // A def zod had to make without a name (a cycle) still needs one the document can hold.
    const ids = new Map(Object.keys($defs ?? {}).map((key) => [key, this.isName(key) ? key : `Shape${++this.anonymous}`]));
    this.relink(root, io, ids);
    for (const [key, def] of Object.entries($defs ?? {})) {
      this.relink(def, io, ids);
      const id = ids.get(key)!;
      if (!this.found[io].has(id)) this.found[io].set(id, def);
    }
    return root;
  }

  /** `components.schemas`: every shape met so far, the error body's first. */
  schemas(): Record<string, Json> {
    const out: Record<string, Json> = {};
    for (const [id, def] of this.found.output) out[id] = def;
    const renamed = new Set<string>();
    for (const [id, def] of this.found.input) {
      const output = this.found.output.get(id);
      if (!output || JSON.stringify(output) === JSON.stringify(def)) out[id] = def;
      else {
        out[`${id}Input`] = def;
        renamed.add(id);
      }
    }
    for (const { holder, id } of this.inputRefs) holder.$ref = `${COMPONENTS}${renamed.has(id) ? `${id}Input` : id}`;
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a === 'Error' ? -1 : b === 'Error' ? 1 : a.localeCompare(b))));
  }

  private isName(id: string): boolean {
    for (const name of this.names.values()) if (name === id) return true;
    return false;
  }

  /** Points zod's `#/$defs/X` at `#/components/schemas/X`, noting the input side's. */
  private relink(node: unknown, io: Io, ids: Map<string, string>): void {
    if (Array.isArray(node)) for (const item of node) this.relink(item, io, ids);
    else if (node && typeof node === 'object') {
      const json = node as Json;
      if (typeof json.$ref === 'string' && json.$ref.startsWith(DEFS)) {
        const id = ids.get(json.$ref.slice(DEFS.length)) ?? json.$ref.slice(DEFS.length);
        json.$ref = `${COMPONENTS}${id}`;
        if (io === 'input') this.inputRefs.push({ holder: json, id });
      }
      for (const value of Object.values(json)) this.relink(value, io, ids);
    }
  }
}
