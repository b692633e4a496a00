/** The `<option>`s of a select over named records (a theme, a team): each one's name, valued by its id. */
export function NamedOptions({ items }: { items: readonly { id: string | number; name: string }[] }) {
  return items.map((x) => (
    <option key={x.id} value={x.id}>
      {x.name}
    </option>
  ));
}
