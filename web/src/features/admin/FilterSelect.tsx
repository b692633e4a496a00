interface FilterSelectProps {
  /** The select's accessible name («Роль», «Статус»). */
  label: string;
  /** The first option, the empty value: no filter («Все», «Все роли»). */
  anyLabel: string;
  /** The values as [value, text]. */
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}

/** A list filter of the admin panel: «all» first (the empty value), then one option per value. */
export function FilterSelect({ label, anyLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{anyLabel}</option>
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}
