import axe from 'axe-core';
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
 * (.code-chip); and the design's decorative terminal lines (aria-hidden, monospace: `channels`,
 * `// access_point`), code by look.
 */
export const LATIN_OK_SELECTOR = [
  'code, kbd, pre, samp, script, style, noscript, svg, [data-latin-ok]',
  '.code-chip',
  // Machine text shown as such: the site-content editor edits JSON (and previews its keys); the
  // admin's settings list configuration values (a Redis prefix, a channel, a program's name).
  '.content-editor, .settings-row dd',
  // The YouTube check's technical log (a disclosure the sweep opens) quotes the requests it made.
  '.yt-check__log li',
  '.section-frame__code, .placeholder__code, .hero__kicker, .modal__kicker, .denied__code',
].join(', ');

/**
 * Boxes meant to scroll sideways (a wide table in its own scroll box): their content may run past
 * the screen. Everything else that scrolls sideways is reported.
 */
export const SIDEWAYS_SCROLLERS = '.table-scroll, .tn-rounds, .tn-grid';

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
    // A status dot is read with the words after it: a wrapping row that leaves it alone on a line
    // reads as a stray mark (the dashboard's «Система» did so at 1440 px with a long name).
    for (const dot of document.body.querySelectorAll('[class*="__dot"]')) {
      if (![...dot.classList].some((c) => c.endsWith('__dot')) || !visible(dot)) continue;
      const next = dot.nextElementSibling;
      if (!next || !visible(next) || [...next.classList].some((c) => c.endsWith('__dot'))) continue;
      const d = dot.getBoundingClientRect();
      const n = next.getBoundingClientRect();
      if (d.height > 0 && n.top >= d.bottom - 1) out.push(`${describe(dot)} stands alone on its line: ${describe(next)} starts below it`);
    }
    // A placeholder cut by its empty field: the hint is all the field says (the admin's search once
    // read «Поиск пользователей и к» at 1440 px).
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const input of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (input.value || input.tagName === 'TEXTAREA' || !visible(input)) continue;
      const s = getComputedStyle(input);
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      ctx.letterSpacing = s.letterSpacing === 'normal' ? '0px' : s.letterSpacing;
      const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const text = ctx.measureText(input.placeholder).width;
      if (text > room + 1) out.push(`${describe(input)} cuts its placeholder «${input.placeholder}»: ${Math.round(text)} px of text in ${Math.round(room)} px`);
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
 * narrows the run to a dialog: the page behind it is its own screen in the sweep. axe is evaluated
 * in the page once per load and run there (AxeBuilder evaluated its 1.5 MB twice per run and opened
 * a blank page to merge frames' results: a third of the sweep's time). Frames are left out: the only
 * ones are third-party players, answered in the tests with a stub page.
 */
declare global {
  interface Window {
    axe: typeof axe;
  }
}

export async function axeProblems(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (include) => window.axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'], iframes: false }),
    within,
  );
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

/**
 * (e) An open popup (popover, menu, listbox, disclosure): every part of it on the screen, none cut
 * by an ancestor's overflow (the admin's bell once ran off the left edge at 360 px, cut by the
 * panel's rounded frame, which the element-by-element check excused as an ancestor's choice), and
 * no text inside it cut or pushed sideways (a long e-mail wider than its box).
 */
export function popupProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const panel = document.querySelector(sel);
    if (!panel) return [`${sel} is not on the page`];
    const px = (n: number) => Math.round(n);
    const one = (e: Element) =>
      `${e.tagName.toLowerCase()}${[...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;
    const r = panel.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const position = getComputedStyle(panel).position;
    if (r.left < -0.5 || r.right > vw + 0.5) out.push(`the popup (x=${px(r.left)}..${px(r.right)}) runs off the screen (x=0..${vw})`);
    if (position !== 'fixed') {
      for (let a = panel.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5)
          out.push(
            `the popup (x=${px(r.left)}..${px(r.right)}, y=${px(r.top)}..${px(r.bottom)}) is cut by ${one(a)} (x=${px(b.left)}..${px(b.right)}, y=${px(b.top)}..${px(b.bottom)})`,
          );
        if (s.position === 'fixed') break;
      }
    }
    // A popup laid over the page (not one in its flow, like the side menu) is drawn over everything
    // there: nothing floating (the live widget) may hide part of it.
    if ((position === 'absolute' || position === 'fixed') && r.top < innerHeight && r.bottom > 0) {
      const [left, right] = [Math.max(r.left, 0), Math.min(r.right, vw)];
      const [top, bottom] = [Math.max(r.top, 0), Math.min(r.bottom, innerHeight)];
      const over = new Set<string>();
      for (let i = 0; i < 5; i++)
        for (let j = 0; j < 5; j++) {
          const hit = document.elementFromPoint(left + ((right - left) * (i + 0.5)) / 5, top + ((bottom - top) * (j + 0.5)) / 5);
          if (hit && !panel.contains(hit)) over.add(one(hit.closest('aside, header, section, div') ?? hit));
        }
      if (over.size) out.push(`the popup is partly hidden under ${[...over].join(', ')}`);
    }
    for (const el of [panel, ...panel.querySelectorAll('*')]) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.tagName === 'TEXTAREA' || el.tagName === 'svg' || el.closest('svg')) continue;
      const s = getComputedStyle(el);
      // Wider content than its box: cut (hidden, an ellipsis) or scrolled sideways; a box that only scrolls down is fine.
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && s.overflowX !== 'visible')
        out.push(`${one(el)} cuts its text: ${el.scrollWidth} px of text in ${el.clientWidth} px ("${(el.textContent ?? '').trim().slice(0, 50)}")`);
    }
    // Text drawn outside the popup's own box (overflowing children of a visible-overflow box).
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!(n.textContent ?? '').trim() || !n.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const t = range.getBoundingClientRect();
      if (t.width && (t.left < r.left - 1 || t.right > r.right + 1)) {
        out.push(
          `text runs out of the popup: "${(n.textContent ?? '').trim().slice(0, 50)}" at x=${px(t.left)}..${px(t.right)} (popup x=${px(r.left)}..${px(r.right)})`,
        );
        break;
      }
    }
    return out;
  }, selector);
}

/**
 * (f) What stays on screen over the page as it scrolls (the sticky header, bottom bars, the floating
 * widget) is opaque: text scrolled under it must not show through. Full-screen layers (a dialog's
 * backdrop) dim the page on purpose and are not counted.
 */
export function overlayProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      if (s.position !== 'sticky' && s.position !== 'fixed') continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.width >= vw - 1 && r.height >= innerHeight - 1)) continue;
      // rgba(r, g, b, a) or a CSS Color 4 form with "/ a" (color-mix gives color(srgb r g b / a)).
      const bg = s.backgroundColor;
      const alpha = bg.startsWith('rgba(') ? bg.slice(5, -1).split(',')[3] : /\/\s*([\d.]+%?)\s*\)$/.exec(bg)?.[1];
      const a = alpha === undefined ? 1 : alpha.trim().endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
      // A transparent box is a container (the toasts' stack); its children are checked on their own.
      if (a > 0 && a < 0.98)
        out.push(
          `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} stays over the page with a see-through background (${s.backgroundColor}): text under it shows`,
        );
    }
    return out;
  });
}

/**
 * (g) The floating widget (the live notification, or the next stream's countdown, bottom left) with
 * the page scrolled to its end: nothing readable or clickable under it. The page keeps room for it
 * at its foot, so whatever it covers while floating can be scrolled clear of it. Restores the scroll.
 */
export function floatProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const widget = document.querySelector('.live-widget, .next-widget');
    if (!widget?.checkVisibility()) return [];
    const before = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => {
      requestAnimationFrame(() => requestAnimationFrame(r));
      setTimeout(r, 1000); // bounded, as settle is: the layout read below does not need the paint
    });
    const w = widget.getBoundingClientRect();
    const out = new Set<string>();
    const under = (r: DOMRect) => r.width > 0 && r.height > 0 && r.right > w.left + 1 && r.left < w.right - 1 && r.bottom > w.top + 1 && r.top < w.bottom - 1;
    // Covered, not merely near: what the browser hits at the overlap's centre belongs to the widget.
    const covered = (r: DOMRect) => {
      const x = (Math.max(r.left, w.left) + Math.min(r.right, w.right)) / 2;
      const y = (Math.max(r.top, w.top) + Math.min(r.bottom, w.bottom)) / 2;
      return widget.contains(document.elementFromPoint(x, y));
    };
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.classList[0] ? `.${e.classList[0]}` : ''}`;
    for (const el of document.body.querySelectorAll('input, select, textarea, button, a[href], [role=button], [tabindex]:not([tabindex="-1"])')) {
      if (widget.contains(el) || !el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (under(r) && covered(r)) out.add(`the floating widget covers ${name(el)} "${(el.textContent ?? '').trim().slice(0, 40)}" at the page's end`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !(n.textContent ?? '').trim() || widget.contains(el) || !el.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects())
        if (under(r) && covered(r)) {
          out.add(`the floating widget covers the text "${(n.textContent ?? '').trim().slice(0, 40)}" (${name(el)}) at the page's end`);
          break;
        }
    }
    window.scrollTo(0, before);
    return [...out];
  });
}
