import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS, CONTENT_SCHEMAS, type ContentKey } from '@fanhub/shared';
import { CONTENT } from '../../../test/content-fixture';
import { choiceText, fieldText } from './block-labels';
import { BlockForm } from './BlockForm';
import { placesOf, shapeOf } from './schema-shape';

const RUSSIAN = /^[А-ЯЁ][а-яёА-ЯЁ0-9 ,.:;«»()₽—-]*$/;

/** What a block's form would show without a Russian name: unlabelled fields, unnamed list elements, choices, fields it cannot edit. */
function gaps(key: ContentKey, schema: unknown): string[] {
  const out: string[] = [];
  const root = shapeOf(schema);
  if (root.kind !== 'object' && root.kind !== 'array') out.push(`${key}: not a form (${root.kind})`);
  for (const { path, shape } of [{ path: [] as string[], shape: root }, ...placesOf(root)]) {
    const where = [key, ...path].join('.');
    if (shape.kind === 'unsupported') out.push(`${where}: no input for a ${shape.type}`);
    const text = fieldText(key, path);
    const named = path.length === 0 ? root.kind !== 'array' || text : path.at(-1) === '*' || text;
    if (!named) out.push(`${where}: no label`);
    else if (text && !RUSSIAN.test(text.label)) out.push(`${where}: label not in Russian: ${text.label}`);
    if (shape.kind === 'array' && !text?.item) out.push(`${where}: no name for its elements`);
    if (shape.kind === 'enum') for (const v of shape.values) if (!RUSSIAN.test(choiceText(v) ?? '')) out.push(`${where}: choice ${v} has no Russian name`);
  }
  return out;
}

describe('site-content block forms', () => {
  it('every block of the content schema has a form, every field a Russian label, every list a name for its elements, every choice a Russian name', () => {
    expect(CONTENT_KEYS.length).toBeGreaterThan(0);
    expect(CONTENT_KEYS.flatMap((key) => gaps(key, CONTENT_SCHEMAS[key]))).toEqual([]);
  });

  it('names a field added to a schema without a label (the check above can fail)', () => {
    const hero = CONTENT_SCHEMAS.hero.extend({ subtitle: CONTENT_SCHEMAS.hero.shape.title, links: CONTENT_SCHEMAS.contacts.shape.links });
    expect(gaps('hero', hero)).toEqual(['hero.subtitle: no label', 'hero.links: no label', 'hero.links: no name for its elements']);
  });

  it.each(CONTENT_KEYS)('%s: each input of the rendered form is named in Russian', (key) => {
    const { container } = render(<BlockForm blockKey={key} value={CONTENT[key]} errors={{}} onChange={() => {}} />);
    const controls = [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(0);
    const unnamed = controls.filter((c) => {
      const name = c.getAttribute('aria-label') ?? [...(c.labels ?? [])].map((l) => l.textContent).join(' ');
      return !/[а-яё]/i.test(name) || /[a-z]{3,}/i.test(name);
    });
    expect(unnamed.map((c) => c.outerHTML)).toEqual([]);
    // The same for the groups and lists: a legend is Russian (an element's title after «·» is data).
    for (const legend of container.querySelectorAll('legend')) expect(legend.firstChild?.textContent).toMatch(RUSSIAN);
  });
});
