import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && !el.closest('fieldset[disabled]'));
}

/**
 * While `active`: moves focus into the container (the element marked data-autofocus, else the first
 * focusable one), keeps Tab / Shift+Tab inside it, calls onEscape on Escape, and on deactivation
 * returns focus to whatever had it before — or, when that element is gone (the login button turned
 * into the profile button), to what `fallback` finds.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void, fallback: () => HTMLElement | null = () => null): void {
  const escapeRef = useRef(onEscape);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    escapeRef.current = onEscape;
    fallbackRef.current = fallback;
  });

  // A layout effect: the focus moves in the same commit that shows (or removes) the dialog, so
  // nothing (a screen reader, a test's next assertion) sees the commit before the focus has moved.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
    first.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        escapeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === firstItem || !root.contains(current))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (current === lastItem || !root.contains(current))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    // Capture on the document so focus that escaped (e.g. a disabled fieldset) is pulled back.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (previous && previous.isConnected) previous.focus();
      else fallbackRef.current()?.focus();
    };
  }, [ref, active]);
}
