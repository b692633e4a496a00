interface TabsProps<T extends string> {
  tabs: readonly (readonly [T, string])[];
  value: T;
  onChange: (tab: T) => void;
}

/** A row of tabs (role tablist); the caller renders the chosen panel. */
export function Tabs<T extends string>({ tabs, value, onChange }: TabsProps<T>) {
  return (
    <div className="tabs" role="tablist">
      {tabs.map(([id, label]) => (
        <button key={id} type="button" role="tab" aria-selected={value === id} className="tabs__tab" onClick={() => onChange(id)}>
          {label}
        </button>
      ))}
    </div>
  );
}
