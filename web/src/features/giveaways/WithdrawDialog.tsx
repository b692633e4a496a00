import { ConfirmModal } from '../../components/ConfirmModal';
import { runAction } from './giveaway-actions';

export const WITHDRAW_TEXT = {
  title: 'Отказаться от участия',
  text: (title: string) => `Отказаться от участия в розыгрыше «${title}»? Заявка будет отозвана; пока приём заявок идёт, можно будет снова участвовать.`,
  confirm: 'Отказаться',
} as const;

/** Withdrawing asks first; the toast then says it worked (or why not). */
export function WithdrawDialog({ giveaway, onClose, onDone }: { giveaway: { id: number; title: string }; onClose: () => void; onDone: () => void }) {
  return (
    <ConfirmModal
      title={WITHDRAW_TEXT.title}
      tone="warning"
      text={WITHDRAW_TEXT.text(giveaway.title)}
      confirmLabel={WITHDRAW_TEXT.confirm}
      onConfirm={() => runAction('withdraw', giveaway, onDone)}
      onClose={onClose}
    />
  );
}
