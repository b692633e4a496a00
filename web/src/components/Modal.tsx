import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

interface ModalProps {
  title: string;
  kicker?: string;
  /** 'warning' and 'danger' colour the frame of a confirmation (spec 2: confirm leave / disband). */
  tone?: 'default' | 'warning' | 'danger';
  onClose: () => void;
  children: ReactNode;
}

/** A dialog over the page: focus trapped, Escape and a click outside close it. */
export function Modal({ title, kicker, tone = 'default', onClose, children }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose, () => document.getElementById('main'));
  useEffect(() => {
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, []);
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} className={`modal modal--${tone}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          {kicker && (
            <p className="modal__kicker" aria-hidden="true">
              {kicker}
            </p>
          )}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Закрыть" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
