import { useLayoutEffect, useRef } from 'react';
import './conflict-panel.css';

interface Props {
  /** The server's sentence: another admin saved while this one edited. */
  detail: string;
  /** What the other admin changed, one line each (Russian). */
  changes: string[];
  busy: boolean;
  onReapply: () => void;
  onDiscard: () => void;
}

/**
 * Shown when a save was refused as stale (412): what the other admin changed since this editor
 * loaded, and the two ways on — re-apply this admin's own changes onto the current version (saved
 * at once with its version), or drop them and take the current version.
 */
export function ConflictPanel({ detail, changes, busy, onReapply, onDiscard }: Props) {
  const ref = useRef<HTMLElement>(null);
  // Focus moves to the panel in the commit that shows it: a keyboard or screen-reader user hears the
  // conflict at once (a passive effect would run later, after the panel is already on screen).
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} className="edit-conflict" role="alertdialog" aria-labelledby="edit-conflict-title" aria-describedby="edit-conflict-detail" tabIndex={-1}>
      <h2 id="edit-conflict-title" className="edit-conflict__title">
        Изменения не сохранены: запись уже изменил другой администратор
      </h2>
      <p id="edit-conflict-detail">{detail}</p>
      <h3 className="edit-conflict__subtitle">Что он изменил</h3>
      {changes.length ? (
        <ul className="edit-conflict__changes">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>Видимых отличий нет: он сохранил то же самое.</p>
      )}
      <div className="edit-conflict__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={onReapply}>
          Применить мои изменения поверх
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onDiscard}>
          Отказаться от моих изменений
        </button>
      </div>
    </section>
  );
}
