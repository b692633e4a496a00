/**
 * «JSON для опытных»: the block's draft as JSON text, checked as you type against the schema the
 * API uses, with a preview of what parses (the editor that came before the forms).
 */
export function JsonView({ text, onText, problems, value }: { text: string; onText: (text: string) => void; problems: string[]; value: unknown }) {
  return (
    <div className="content-editor">
      <textarea aria-label="Содержимое (JSON)" spellCheck={false} value={text} onChange={(e) => onText(e.target.value)} />
      {/* A scrolling region: focusable so that a keyboard can scroll it (axe scrollable-region-focusable). */}
      <div className="content-editor__preview" role="region" aria-label="Предпросмотр" tabIndex={0}>
        {problems.length === 0 ? (
          <Preview value={value} />
        ) : (
          <ul className="verify-error" role="alert">
            {problems.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Preview({ value }: { value: unknown }) {
  if (Array.isArray(value))
    return (
      <ol>
        {value.map((v, i) => (
          <li key={i}>
            <Preview value={v} />
          </li>
        ))}
      </ol>
    );
  if (value && typeof value === 'object')
    return (
      <dl>
        {Object.entries(value).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Preview value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  return <span>{String(value)}</span>;
}
