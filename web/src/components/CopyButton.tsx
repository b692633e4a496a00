import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';

export const COPIED = 'Скопировано';
/** Spec 2 §9: copied-state feedback 2 s; the copy toast 3 s. */
const COPIED_MS = 2000;
const TOAST_MS = 3000;
const COPY_FAILED = 'Не удалось скопировать: выделите и скопируйте вручную';

/**
 * Copies a text to the clipboard and remembers it for 2 s (`copied`), for a button to show
 * «Скопировано». `done` is an optional toast on success; a refused clipboard is always told.
 */
export function useCopy(): { copied: boolean; copy: (text: string, done?: string, failed?: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string, done?: string, failed = COPY_FAILED) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(failed);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    if (done) toast.success(done, { autoClose: TOAST_MS });
    return true;
  };
  return { copied, copy };
}

interface CopyButtonProps {
  text: string;
  /** What the button says before a copy (the code itself, «Копировать»…). */
  children: ReactNode;
  className?: string;
  title?: string;
  /** Toast on success (spec 2 §8 texts), and on a refused clipboard. */
  done?: string;
  failed?: string;
}

/** Every copy button of the site: «Скопировано» for 2 s after a copy, told to screen readers too. */
export function CopyButton({ text, children, className = 'btn btn--ghost btn--small', title, done, failed }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  return (
    <>
      <button type="button" className={`${className}${copied ? ' is-copied' : ''}`} title={title} onClick={() => void copy(text, done, failed)}>
        {copied ? `✓ ${COPIED}` : children}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? COPIED : ''}
      </span>
    </>
  );
}
