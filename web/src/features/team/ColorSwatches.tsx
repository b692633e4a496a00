import { TEAM_COLORS } from '@fanhub/shared';

interface ColorSwatchesProps {
  value: string | null;
  onPick: (color: string) => void;
}

/** The 8 team colour presets as a radio group. */
export function ColorSwatches({ value, onPick }: ColorSwatchesProps) {
  return (
    <div className="swatches" role="radiogroup" aria-label="Цвет команды">
      {TEAM_COLORS.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          aria-checked={value?.toLowerCase() === c.color.toLowerCase()}
          aria-label={c.name}
          title={c.name}
          className="swatch"
          style={{ background: c.color }}
          onClick={() => onPick(c.color)}
        />
      ))}
    </div>
  );
}
