/** `starts_at` → `startsAt`: an API field's name as its column's. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

type Value<Body, F extends keyof Body> = Exclude<Body[F], undefined>;
/** The fields whose value fits, as it is, the column of their name. */
type AsIs<Body, Row> = {
  [F in keyof Body]-?: F extends string ? (Camel<F> extends keyof Row ? (Value<Body, F> extends Row[Camel<F>] ? F : never) : never) : never;
}[keyof Body];
/** How a field's value becomes columns: required for every field that does not fit its column as it is (an ISO time, a Date). */
export type FieldColumns<Body, Row> = { [F in keyof Body]?: (value: Value<Body, F>) => Partial<Row> } & {
  [F in Exclude<keyof Body, AsIs<Body, Row>>]-?: (value: Value<Body, F>) => Partial<Row>;
};

/**
 * The columns a partial edit sets: each field it carries (undefined = left as it is) goes into the
 * column of its name (`best_of` → `bestOf`) or, where `columns` says how, into the columns it gives.
 */
export function patchColumns<Body extends object, Row>(body: Body, columns: FieldColumns<Body, Row>): Partial<Row> {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const convert = (columns as Record<string, ((value: unknown) => Partial<Row>) | undefined>)[field];
    if (convert) Object.assign(set, convert(value));
    else set[camel(field)] = value;
  }
  return set as Partial<Row>;
}
