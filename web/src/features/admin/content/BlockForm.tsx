import { useEffect, useId, useMemo, useState } from 'react';
import { CONTENT_SCHEMAS, type ContentKey } from '@fanhub/shared';
import { fieldText } from './block-labels';
import { getAt, moved, pathKey, setAt, type FieldErrors, type Path } from './draft';
import { BlockFormContext, useBlockForm, type FormState } from './form-context';
import { ScalarField } from './ScalarField';
import { emptyOf, shapeOf, type Shape } from './schema-shape';

/** A place's Russian name; the label test keeps every place named, this fallback is never shown there. */
const labelOf = (key: ContentKey, pattern: readonly string[]) => fieldText(key, pattern)?.label ?? pattern.join('.');

/**
 * One block of site content as a form built from its schema: texts, numbers, choices, pictures with
 * a preview, and lists with add, remove and reorder. Each error shows under its field.
 */
export function BlockForm({
  blockKey,
  value,
  errors,
  onChange,
}: {
  blockKey: ContentKey;
  value: unknown;
  errors: FieldErrors;
  onChange: (next: unknown) => void;
}) {
  const shape = useMemo(() => shapeOf(CONTENT_SCHEMAS[blockKey]), [blockKey]);
  const state = useMemo<FormState>(
    () => ({ blockKey, value, errors, set: (path, next) => onChange(setAt(value, path, next)) }),
    [blockKey, value, errors, onChange],
  );
  return (
    <BlockFormContext value={state}>
      <div className="block-form">
        {errors[''] && (
          <p className="field__error" role="alert">
            {errors['']}
          </p>
        )}
        {shape.kind === 'object' ? <Fields fields={shape.fields} path={[]} pattern={[]} /> : <Node shape={shape} path={[]} pattern={[]} />}
      </div>
    </BlockFormContext>
  );
}

function Fields({ fields, path, pattern }: { fields: [string, Shape][]; path: Path; pattern: readonly string[] }) {
  return (
    <div className="block-form__fields">
      {fields.map(([name, shape]) => (
        <Node key={name} shape={shape} path={[...path, name]} pattern={[...pattern, name]} />
      ))}
    </div>
  );
}

function Node({ shape, path, pattern }: { shape: Shape; path: Path; pattern: readonly string[] }) {
  const { blockKey, errors } = useBlockForm();
  if (shape.kind === 'array') return <ListEditor shape={shape} path={path} pattern={pattern} />;
  if (shape.kind === 'object')
    return (
      <fieldset className="admin-fieldset block-form__group block-form__wide">
        <legend>{labelOf(blockKey, pattern)}</legend>
        <GroupError message={errors[pathKey(path)]} />
        <Fields fields={shape.fields} path={path} pattern={pattern} />
      </fieldset>
    );
  return <ScalarField shape={shape} path={path} label={labelOf(blockKey, pattern)} text={fieldText(blockKey, pattern)} />;
}

function GroupError({ message }: { message: string | undefined }) {
  return message ? <p className="field__error">{message}</p> : null;
}

/** A list element's name in its legend: «Карточка 2 · Telegram». */
function summaryOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const name = [record.title, record.name, record.day].find((v) => typeof v === 'string' && v.trim());
  return typeof name === 'string' ? name : '';
}

/** A list of cards or of texts: each element with «выше», «ниже» and «удалить»; «добавить» while the schema allows more. */
/** The two reorder buttons of a list item: one step towards the start or the end. */
const MOVES = [
  { button: 'up', step: -1, title: 'Выше', arrow: '↑' },
  { button: 'down', step: 1, title: 'Ниже', arrow: '↓' },
] as const;

function ListEditor({ shape, path, pattern }: { shape: Extract<Shape, { kind: 'array' }>; path: Path; pattern: readonly string[] }) {
  const { blockKey, value, errors, set } = useBlockForm();
  const listId = useId();
  const [focusId, setFocusId] = useState<string | null>(null);
  // After a move the focus follows the element, so the keyboard can go on moving it; after an add it
  // goes to the new element's first field.
  useEffect(() => {
    if (!focusId) return;
    const target = focusId.endsWith('-first')
      ? document.querySelector<HTMLElement>(`[data-first-id="${focusId}"] :is(input, textarea, select)`)
      : document.getElementById(focusId);
    target?.focus();
    setFocusId(null);
  }, [focusId]);
  const text = fieldText(blockKey, pattern);
  const noun = text?.item ?? { one: 'Элемент', add: 'элемент' };
  const here = getAt(value, path);
  const items = Array.isArray(here) ? (here as unknown[]) : [];
  const itemPattern = [...pattern, '*'];
  const fixed = shape.min === shape.max;

  const move = (from: number, to: number, button: 'up' | 'down') => {
    set(path, moved(items, from, to));
    // The button pressed, at the element's new place; the other one where the edge disabled it.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
    setFocusId(`${listId}-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  };
  const add = () => {
    const fresh = emptyOf(shape.item);
    // A tournament team's number is unique: the next free one.
    if (fresh && typeof fresh === 'object' && 'id' in fresh) {
      const ids = items.map((i) => Number((i as { id?: unknown }).id)).filter(Number.isFinite);
      (fresh as { id: number }).id = Math.max(0, ...ids) + 1;
    }
    set(path, [...items, fresh]);
    setFocusId(`${listId}-${items.length}-first`);
  };

  return (
    <fieldset className="admin-fieldset block-form__group block-form__list block-form__wide">
      <legend>{text?.label ?? labelOf(blockKey, pattern)}</legend>
      {fixed && <p className="block-form__hint">Ровно {shape.min}: их можно менять местами</p>}
      <GroupError message={errors[pathKey(path)]} />
      <ol className="block-form__items">
        {items.map((item, i) => {
          const itemPath = [...path, i];
          const name = `${noun.one} ${i + 1}`;
          const tools = (
            <div className="block-form__tools">
              {MOVES.map((m) => (
                <button
                  key={m.button}
                  type="button"
                  id={`${listId}-${i}-${m.button}`}
                  className="btn btn--ghost btn--small"
                  aria-label={`${name}: ${m.title.toLowerCase()}`}
                  title={m.title}
                  disabled={i + m.step < 0 || i + m.step >= items.length}
                  onClick={() => move(i, i + m.step, m.button)}
                >
                  {m.arrow}
                </button>
              ))}
              {!fixed && (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={`${name}: удалить`}
                  disabled={items.length <= shape.min}
                  onClick={() =>
                    set(
                      path,
                      items.filter((_, j) => j !== i),
                    )
                  }
                >
                  Удалить
                </button>
              )}
            </div>
          );
          return (
            <li key={i} className="block-form__item" data-first-id={`${listId}-${i}-first`}>
              {shape.item.kind === 'object' ? (
                <fieldset className="admin-fieldset block-form__group">
                  <legend>
                    {name}
                    {summaryOf(item) && (
                      <>
                        {' · '}
                        <span data-latin-ok>{summaryOf(item)}</span>
                      </>
                    )}
                  </legend>
                  {tools}
                  <GroupError message={errors[pathKey(itemPath)]} />
                  <Fields fields={shape.item.fields} path={itemPath} pattern={itemPattern} />
                </fieldset>
              ) : (
                <div className="block-form__row">
                  <ScalarField shape={shape.item} path={itemPath} label={name} text={undefined} />
                  {tools}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < shape.max && (
        <button type="button" className="btn btn--small" onClick={add}>
          Добавить {noun.add}
        </button>
      )}
    </fieldset>
  );
}
