interface ChoiceButtonsProps<T extends string | number> {
  /** The group's accessible name («Период», «Скорость»). */
  label: string;
  className: string;
  /** The choices as [value, text]. */
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  /** A span inside a line of text (the player's bar); a div otherwise. */
  inline?: boolean;
}

/** A row of small buttons of which one is pressed (a period, a filter, a speed): role group, aria-pressed. */
export function ChoiceButtons<T extends string | number>({ label, className, choices, value, onChange, inline }: ChoiceButtonsProps<T>) {
  const Group = inline ? 'span' : 'div';
  return (
    <Group className={className} role="group" aria-label={label}>
      {choices.map(([id, text]) => (
        <button
          key={id}
          type="button"
          className={`btn btn--small${value === id ? ' btn--primary' : ' btn--ghost'}`}
          aria-pressed={value === id}
          onClick={() => onChange(id)}
        >
          {text}
        </button>
      ))}
    </Group>
  );
}
