import { useId, useState, type ReactNode } from 'react';
import { choiceText, type FieldText } from './block-labels';
import { useBlockForm } from './form-context';
import { getAt, pathKey, type Path } from './draft';
import type { Shape } from './schema-shape';

/** Texts longer than this are edited in several lines. */
const TEXTAREA_FROM = 150;
/** A file of this site, as the schema's local paths allow (no other host). */
const LOCAL_FILE = /^\/(?!\/)[\w./-]+$/;

/** What an input shows for a value the JSON view may have made anything. */
const shown = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** One text, number, choice or switch of a block, with its hint and its error under it. */
export function ScalarField({ shape, path, label, text }: { shape: Shape; path: Path; label: string; text: FieldText | undefined }) {
  const { value, errors, set } = useBlockForm();
  const id = useId();
  const current = getAt(value, path);
  const error = errors[pathKey(path)];
  const hint = text?.hint;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const widget = text?.widget ?? (shape.kind === 'string' && shape.max > TEXTAREA_FROM ? 'textarea' : undefined);

  let control: ReactNode;
  let after: ReactNode = null;
  if (shape.kind === 'boolean') {
    return (
      <div className="block-field block-field--check">
        <label className="admin-form__check">
          <input {...common} type="checkbox" checked={current === true} onChange={(e) => set(path, e.target.checked)} />
          {label}
        </label>
        <Below id={id} hint={hint} example={text?.example} error={error} />
      </div>
    );
  } else if (shape.kind === 'enum') {
    const known = typeof current === 'string' && shape.values.includes(current);
    control = (
      <select {...common} value={known ? current : ''} onChange={(e) => set(path, e.target.value)}>
        {!known && <option value="">— выберите —</option>}
        {shape.values.map((v) => (
          <option key={v} value={v}>
            {choiceText(v) ?? v}
          </option>
        ))}
      </select>
    );
  } else if (shape.kind === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        step={shape.int ? 1 : 'any'}
        min={shape.min ?? undefined}
        max={shape.max ?? undefined}
        value={shown(current)}
        // An empty or unreadable number stays text: the check says «Введите число» under the field.
        onChange={(e) => set(path, e.target.value === '' || !Number.isFinite(e.target.valueAsNumber) ? e.target.value : e.target.valueAsNumber)}
      />
    );
  } else if (shape.kind === 'string') {
    const onText = (next: string) => set(path, next);
    const str = shown(current);
    if (widget === 'textarea') control = <textarea {...common} rows={shape.max > 400 ? 5 : 3} value={str} onChange={(e) => onText(e.target.value)} />;
    else if (widget === 'date') control = <input {...common} type="date" value={str} onChange={(e) => onText(e.target.value)} />;
    else {
      control = (
        <input
          {...common}
          type="text"
          inputMode={widget === 'link' ? 'url' : undefined}
          spellCheck={widget === 'link' || widget === 'image' || widget === 'video' || widget === 'colour' ? false : undefined}
          value={str}
          onChange={(e) => onText(e.target.value)}
        />
      );
      if (widget === 'colour')
        after = (
          <input
            type="color"
            className="block-field__swatch"
            aria-label={`${label}: выбрать на палитре`}
            value={/^#[0-9a-fA-F]{6}$/.test(str) ? str.toLowerCase() : '#000000'}
            onChange={(e) => onText(e.target.value)}
          />
        );
      if (widget === 'image' || widget === 'video') after = <MediaPreview key={str} src={str} kind={widget} label={label} />;
    }
  } else {
    control = <p className="block-form__hint">Это поле меняется в «JSON для опытных»</p>;
  }

  const wide = widget === 'textarea' || widget === 'image' || widget === 'video' || widget === 'link';
  return (
    <div className={`block-field${wide ? ' block-form__wide' : ''}${error ? ' block-field--invalid' : ''}`}>
      <label className="block-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`block-field__row${widget ? ` block-field__row--${widget}` : ''}`}>
        {control}
        {after}
      </div>
      <Below id={id} hint={hint} example={text?.example} error={error} />
    </div>
  );
}

function Below({ id, hint, example, error }: { id: string; hint: string | undefined; example: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="block-field__hint">
          {hint}
          {example && (
            <>
              {' '}
              <code>{example}</code>
            </>
          )}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </>
  );
}

/** The picture or video a path names, as the site will show it; a path with no file says so. */
function MediaPreview({ src, kind, label }: { src: string; kind: 'image' | 'video'; label: string }) {
  const [missing, setMissing] = useState(false);
  if (!LOCAL_FILE.test(src)) return null;
  if (missing) return <p className="block-field__missing">Файл не найден на сайте</p>;
  return kind === 'image' ? (
    <img className="block-field__preview" src={src} alt={`Предпросмотр: ${label}`} onError={() => setMissing(true)} />
  ) : (
    <video
      className="block-field__preview"
      src={src}
      muted
      preload="metadata"
      controls
      aria-label={`Предпросмотр: ${label}`}
      onError={() => setMissing(true)}
    />
  );
}
