import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The sweep's checks (testing/e2e/sweep.e2e.ts): each returns a list of plain-language problems,
 * empty when the screen is right, so that a failing run prints every finding at once.
 */

/**
 * Latin words a Russian screen may show: brand and product names, technical names the spec quotes
 * itself ('QR-код для 2FA', 'JPG, PNG, WebP и SVG', 'API вернул HTML вместо JSON'). Whole words,
 * case-sensitive. E-mails and URLs are allowed by pattern; code/kbd/pre and elements marked
 * `data-latin-ok` (user-entered data: usernames, e-mails, invite codes, titles) by selector.
 */
export const LATIN_WORDS = [
  'YouTube',
  'Twitch',
  'Telegram',
  'Discord',
  'Google',
  'VK',
  'Boosty',
  'Steam',
  'fanhub',
  'FanHub',
  'API',
  'JSON',
  'HTML',
  'URL',
  'QR',
  '2FA',
  'Email',
  'email',
  'JPG',
  'PNG',
  'WebP',
  'SVG',
  'ID',
  'VPN',
  'FANHUB',
  'Node',
  'Redis',
  'PGlite',
  'PostgreSQL',
  'EventSub',
];

/**
 * Elements whose text is data or code, not our wording: code-like elements; invite codes
 * (.code-chip); a user's initial standing in for their picture (.avatar__initial); and the design's
 * decorative terminal lines (aria-hidden, monospace: `channels`, `// access_point`), code by look.
 */
export const LATIN_OK_SELECTOR = [
  'code, kbd, pre, samp, script, style, noscript, svg, [data-latin-ok]',
  '.code-chip, .avatar__initial',
  // Machine text shown as such: the site-content editor edits JSON (and previews its keys); the
  // admin's settings list configuration values (a Redis prefix, a channel, a program's name).
  '.content-editor, .settings-row dd',
  '.section-frame__code, .placeholder__code, .hero__kicker, .modal__kicker, .denied__code',
].join(', ');

/**
 * Boxes meant to scroll sideways (a wide table in its own scroll box): their content may run past
 * the screen. Everything else that scrolls sideways is reported.
 */
export const SIDEWAYS_SCROLLERS = '.table-scroll';

/**
 * (a) The document does not scroll sideways; no visible element sticks out past the viewport, or
 * past its dialog for an element inside one; no box scrolls sideways unless it is meant to. Only the
 * outermost offender of a subtree is named. Content cut by an overflow: hidden ancestor is that
 * ancestor's choice (an ellipsis); content in a sideways scroller is allowed only in one meant to.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((scrollers) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const sw = document.documentElement.scrollWidth;
    if (sw > vw) out.push(`the page scrolls sideways: scrollWidth ${sw} > ${vw}`);
    const describe = (el: Element): string => {
      const one = (e: Element) => {
        const cls = [...e.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const label = e.getAttribute('aria-label');
        return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls}${label ? `[aria-label="${label}"]` : ''}`;
      };
      const parent = el.parentElement && el.parentElement !== document.body ? `${one(el.parentElement)} > ` : '';
      return parent + one(el);
    };
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const reported = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // A box that scrolls sideways (the modal backdrop scrolls only down).
      if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1 &&
        !el.matches(scrollers) &&
        el.tagName !== 'TEXTAREA'
      ) {
        out.push(`${describe(el)} scrolls sideways: its content is ${el.scrollWidth} px in ${el.clientWidth} px`);
        reported.add(el);
        continue;
      }
      const dialog = el.parentElement?.closest('[role=dialog], [role=alertdialog]');
      const box = dialog ? dialog.getBoundingClientRect() : { left: 0, right: vw };
      if (r.left >= box.left - 1 && r.right <= box.right + 1) continue;
      let excused = false;
      for (let a = el.parentElement; a && a !== dialog && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
        if (reported.has(a) || s.overflowX === 'hidden' || s.overflowX === 'clip' || (scrolls && a.matches(scrollers))) {
          excused = true;
          break;
        }
      }
      if (excused) continue;
      // Screen-reader-only text (1 px, clipped) is not seen.
      if (style.position === 'absolute' && r.width <= 1 && r.height <= 1) continue;
      reported.add(el);
      const where = dialog ? 'its dialog' : 'the viewport';
      out.push(
        `${describe(el)} (${Math.round(r.width)}×${Math.round(r.height)} at x=${Math.round(r.left)}..${Math.round(r.right)}) sticks out of ${where} (x=${Math.round(box.left)}..${Math.round(box.right)})`,
      );
    }
    // Items of one grid or flex box drawn over each other: in flow, both visible. (Text spilling out
    // of a too narrow cell is not caught: scrollWidth also counts a badge placed over a corner.)
    for (const box of document.body.querySelectorAll('*')) {
      const display = getComputedStyle(box).display;
      if (!/grid|flex/.test(display) || !visible(box)) continue;
      const items = [...box.children].filter((c) => {
        const s = getComputedStyle(c);
        // A sticky header overlaps the page under it once scrolled: by design.
        return visible(c) && s.position !== 'absolute' && s.position !== 'fixed' && s.position !== 'sticky';
      });

      if (items.length < 2 || items.length > 40) continue;
      const rects = items.map((c) => c.getBoundingClientRect());
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const a = rects[i]!;
          const b = rects[j]!;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 2 && h > 2) out.push(`${describe(items[i]!)} and ${describe(items[j]!)} overlap by ${Math.round(w)}×${Math.round(h)} px`);
        }
      }
    }
    return out;
  }, SIDEWAYS_SCROLLERS);
}

/** (b) Visible text (and placeholders) with Latin letters that are not on the allow-list. */
export function latinProblems(page: Page, extraWords: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ words, okSelector }) => {
      const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const allowed = new RegExp(
        [
          '[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+', // e-mail
          'https?://\\S+', // URL
          '\\b[\\w-]+(\\.[\\w-]+)*\\.(ru|com|org|net|tv|gg|io|me)\\b(/\\S*)?', // bare domain
          '\\bv\\d+(\\.\\d+)+\\b', // a version: v24.1.0
          ...words.map((w) => `(?<![A-Za-z0-9_])${escape(w)}(?![A-Za-z0-9_])`),
        ].join('|'),
        'g',
      );
      const out = new Set<string>();
      const check = (text: string, el: Element) => {
        const rest = text.replace(allowed, ' ');
        if (!/[A-Za-z]/.test(rest)) return;
        const tag = el.tagName.toLowerCase() + (el.classList[0] ? `.${el.classList[0]}` : '');
        out.add(`Latin text in ${tag}: "${text.trim().slice(0, 80)}"`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        if (!/[A-Za-z]/.test(text)) continue;
        const el = n.parentElement;
        if (!el || el.closest(okSelector)) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        check(text, el);
      }
      for (const el of document.querySelectorAll('[placeholder]')) {
        if (el.closest(okSelector) || !el.checkVisibility()) continue;
        check(el.getAttribute('placeholder') ?? '', el);
      }
      return [...out];
    },
    { words: [...LATIN_WORDS, ...extraWords], okSelector: LATIN_OK_SELECTOR },
  );
}

/**
 * (c) axe-core: every serious or critical violation, with the first few elements it names. `within`
 * narrows the run to a dialog: the page behind it is its own screen in the sweep.
 */
export async function axeProblems(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` +${v.nodes.length - 3}` : ''}`,
    );
}
