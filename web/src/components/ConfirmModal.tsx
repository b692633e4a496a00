import { useState } from 'react';
import { Modal } from './Modal';

interface ConfirmModalProps {
  title: string;
  text: string;
  tone: 'warning' | 'danger';
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no dialog (leave a team, delete a giveaway…): the action runs once, the dialog closes after it. */
export function ConfirmModal({ title, text, tone, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} tone={tone} kicker={tone === 'danger' ? '// danger_zone' : '// warning'} onClose={onClose}>
      <p className="modal__hint">{text}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Отмена
        </button>
        <button
          type="button"
          className={`btn ${tone === 'danger' ? 'btn--danger' : 'btn--warning'}`}
          disabled={busy}
          data-autofocus
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(onClose);
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
