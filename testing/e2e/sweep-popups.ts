import type { Locator, Page } from 'playwright-core';
import type { Popup } from './sweep-screens.ts';

/** The sweep's keyboard checks of a popup (e): reached with Tab, opened from the keyboard, left with Tab and Escape. */

/**
 * Two frames: the resize has been laid out and painted, media-query listeners have re-rendered.
 * Bounded (an evaluate has no time-out of its own): a page that paints no frame for 1 s goes on,
 * and the log says where.
 */
export async function settle(page: Page): Promise<void> {
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((r) => {
        requestAnimationFrame(() => requestAnimationFrame(() => r(true)));
        setTimeout(() => r(false), 1000);
      }),
  );
  if (!framed) console.warn(`sweep: no frame within 1 s at ${page.url()} (${page.viewportSize()?.width ?? '?'} px)`);
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Tab (or Shift+Tab) from the top (the end) of the page until `target` has the focus; false if it
 * never does. The walk starts at a mark focused at the body's start (end): a blurred element would
 * stay the browser's starting point.
 */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<boolean> {
  await page.evaluate((end) => {
    const mark = document.createElement('span');
    mark.id = 'sweep-tab-start';
    mark.tabIndex = -1;
    if (end) document.body.append(mark);
    else document.body.prepend(mark);
    mark.focus();
  }, backwards);
  try {
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await isFocused(target)) return true;
    }
    return false;
  } finally {
    await page.evaluate(() => document.getElementById('sweep-tab-start')?.remove());
  }
}

/**
 * (e) Closes the popup if it is open, reaches its trigger with Tab and opens it from the keyboard.
 * What the keyboard cannot do is a finding; the mouse then opens it, so the other checks still run.
 */
export async function openPopup(page: Page, popup: Popup): Promise<string[]> {
  const found: string[] = [];
  const panel = page.locator(popup.selector).first();
  const trigger = popup.trigger(page).first();
  if (await panel.isVisible()) {
    await (popup.close ? popup.close(page) : trigger.click());
    await panel.waitFor({ state: 'hidden' });
  }
  if (!(await tabTo(page, trigger, popup.fromEnd))) {
    found.push('popup: its control is not reached with Tab');
    await trigger.focus();
  }
  if (popup.type) await page.keyboard.type(popup.type);
  else await page.keyboard.press('Enter');
  // The time-outs bound a failure only (the page's 8 s): three sweeps share the CPU.
  const opened = await panel.waitFor({ timeout: 8000 }).then(
    () => true,
    () => false,
  );
  if (!opened) {
    found.push(`popup: ${popup.type ? 'typing' : 'Enter'} on its control does not open it`);
    await (popup.type ? trigger.fill(popup.type) : trigger.click());
    await panel.waitFor();
  }
  await settle(page);
  return found;
}

/** (e) Tab from the trigger reaches the popup's contents; Escape, where it should, closes it and gives the focus back. */
export async function leavePopup(page: Page, popup: Popup): Promise<string[]> {
  const found: string[] = [];
  const panel = page.locator(popup.selector).first();
  if (!(await isFocused(panel))) {
    await page.keyboard.press('Tab');
    if (!(await isFocused(panel))) {
      const at = await page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"` : 'nothing';
      });
      found.push(`popup: Tab after opening does not reach its contents (the focus went to ${at})`);
    }
  }
  if (popup.escape) {
    await page.keyboard.press('Escape');
    const closed = await panel.waitFor({ state: 'hidden', timeout: 8000 }).then(
      () => true,
      () => false,
    );
    if (!closed) found.push('popup: Escape does not close it');
    else if (!(await isFocused(popup.trigger(page).first()))) found.push('popup: after Escape the focus is not back on its control');
  }
  return found;
}
