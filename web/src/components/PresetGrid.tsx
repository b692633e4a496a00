interface PresetGridProps {
  urls: readonly string[];
  /** The picture in use now: its button shows pressed. */
  current: string | null;
  busy: boolean;
  onPick: (url: string) => void;
}

/** The ready-made pictures to choose from (member avatars, team logos), named 'Аватар N'. */
export function PresetGrid({ urls, current, busy, onPick }: PresetGridProps) {
  return (
    <div className="preset-grid">
      {urls.map((url, i) => (
        <button
          key={url}
          type="button"
          className="preset-grid__item"
          aria-label={`Аватар ${i + 1}`}
          aria-pressed={current === url}
          disabled={busy}
          onClick={() => onPick(url)}
        >
          <img src={url} alt="" />
        </button>
      ))}
    </div>
  );
}
