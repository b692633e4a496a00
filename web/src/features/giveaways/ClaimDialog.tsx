import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { LIMITS, MY_GIVEAWAYS_MSG } from '@fanhub/shared';
import { DialogActions } from '../../components/DialogActions';
import { Modal } from '../../components/Modal';
import { SubmitForm } from '../../components/SubmitForm';
import { isApiError } from '../../api/client';
import { detailOf } from '../../api/errors';
import { wonToastId } from './GiveawayAlerts';
import { giveawaysApi } from './giveaways-api';
import './claim.css';

/** A moment as the member's win texts say it: «1 января в 15:00» (the reader's own time zone). */
export function momentText(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', ...(at.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }) });
  return `${day} в ${at.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' })}`;
}

/** What the dialog needs to know of the win. */
export interface ClaimTarget {
  id: number;
  title: string;
  prize: string;
  /** How the prize reaches a winner, as the giveaway says ('' = the admin contacts them). */
  delivery: string;
  claimDeadline: string | null;
}

export const CLAIM_TEXT = {
  title: 'Забрать приз',
  how: 'Как вы получите приз',
  label: 'Куда и как передать приз',
  hint: 'Например, ник в Telegram, e-mail или адрес доставки с индексом. Это увидят только администраторы.',
  submit: 'Подтвердить и забрать',
  cancel: 'Отмена',
  deadline: (at: string) => `Подтвердить нужно до ${momentText(at)}, иначе приз перейдёт следующему участнику.`,
  claimed: (title: string) => `Выигрыш в розыгрыше «${title}» подтверждён!`,
  failed: 'Не удалось подтвердить выигрыш, попробуйте ещё раз',
  counter: (n: number) => `${n} / ${LIMITS.claimDeliveryMaxLength}`,
} as const;

/** How the prize reaches its winner: the giveaway's own words, else the default (the admin contacts them). */
export const deliveryText = (delivery: string, claimed = false) =>
  delivery.trim() || (claimed ? MY_GIVEAWAYS_MSG.defaultDeliveryClaimed : MY_GIVEAWAYS_MSG.defaultDelivery);

/** The same rule the server applies (shared ClaimBody), checked before sending. */
export function deliveryError(text: string): string | undefined {
  const v = text.trim();
  if (!v) return MY_GIVEAWAYS_MSG.deliveryRequired;
  if (v.length < LIMITS.claimDeliveryMinLength) return MY_GIVEAWAYS_MSG.deliveryTooShort;
  if (v.length > LIMITS.claimDeliveryMaxLength) return MY_GIVEAWAYS_MSG.deliveryTooLong;
  return undefined;
}

/**
 * Claiming a win: says how the prize will reach the member and asks for what that needs (a contact,
 * an address; kept for the admins only). A refusal of the text stays under the field; a refusal of
 * the claim itself (the deadline passed meanwhile) closes the dialog with the server's reason.
 */
export function ClaimDialog({ target, onClose, onClaimed }: { target: ClaimTarget; onClose: () => void; onClaimed: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit() {
    const invalid = deliveryError(text);
    if (invalid) return setError(invalid);
    setError(undefined);
    setBusy(true);
    try {
      await giveawaysApi.claim(target.id, text.trim());
      toast.dismiss(wonToastId(target.id));
      toast.success(CLAIM_TEXT.claimed(target.title));
      onClaimed();
      onClose();
    } catch (err) {
      if (isApiError(err) && err.status === 422) setError(detailOf(err, CLAIM_TEXT.failed));
      else {
        toast.error(detailOf(err, CLAIM_TEXT.failed));
        onClaimed(); // the win may have changed (claimed elsewhere, expired): show it as it is
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={CLAIM_TEXT.title} kicker="// claim_prize" onClose={onClose}>
      <SubmitForm className="gw-claim" onSubmit={submit}>
        <p className="gw-claim__prize">
          Розыгрыш «{target.title}»: <strong>{target.prize}</strong>
        </p>
        <div className="gw-claim__how">
          <p className="gw-claim__label">{CLAIM_TEXT.how}</p>
          <p>{deliveryText(target.delivery)}</p>
        </div>
        {target.claimDeadline && <p className="modal__hint">{CLAIM_TEXT.deadline(target.claimDeadline)}</p>}
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-text`}>
            {CLAIM_TEXT.label}
          </label>
          <div className="field__row">
            <textarea
              id={`${id}-text`}
              className="field__input"
              rows={4}
              maxLength={LIMITS.claimDeliveryMaxLength}
              value={text}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              data-autofocus
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined); // a refusal of the old text says nothing of the new one
              }}
            />
          </div>
          <p id={`${id}-hint`} className="gw-claim__hint">
            <span>{CLAIM_TEXT.hint}</span> <span aria-hidden="true">{CLAIM_TEXT.counter(text.length)}</span>
          </p>
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogActions cancelLabel={CLAIM_TEXT.cancel} submitLabel={CLAIM_TEXT.submit} busy={busy} onCancel={onClose} />
      </SubmitForm>
    </Modal>
  );
}
