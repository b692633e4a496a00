import { useEffect, useState } from 'react';
import type { GiveawayView, WinnerClaimView } from '@fanhub/shared';
import { call } from '../../../api/call';
import { Modal } from '../../../components/Modal';
import { detailOf } from '../../../api/errors';
import './winner-claims.css';

const STATUS: Record<WinnerClaimView['status'], string> = { pending: 'ждёт подтверждения', claimed: 'подтвердил', expired: 'не подтвердил вовремя' };
const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const WINNER_CLAIMS_TEXT = {
  open: 'Победители',
  title: (title: string) => `Победители: ${title}`,
  hint: 'Куда и как передать приз — со слов победителя; это видят только администраторы.',
  failed: 'Не удалось загрузить победителей',
  none: 'Победителей нет',
  details: 'Куда и как передать приз',
  notGiven: 'Пока не указано: победитель ещё не подтвердил выигрыш',
} as const;

/** A drawn giveaway's winners for the admins: contact, claim, and the delivery details each gave. */
export function WinnerClaimsButton({ giveaway: g }: { giveaway: GiveawayView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {WINNER_CLAIMS_TEXT.open}
      </button>
      {open && <WinnerClaimsModal giveaway={g} onClose={() => setOpen(false)} />}
    </>
  );
}

function WinnerClaimsModal({ giveaway: g, onClose }: { giveaway: GiveawayView; onClose: () => void }) {
  const [winners, setWinners] = useState<WinnerClaimView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    call('GET /admin/giveaways/:id/winners', { params: { id: g.id } })
      .then((r) => setWinners(r.winners))
      .catch((err: unknown) => setError(detailOf(err, WINNER_CLAIMS_TEXT.failed)));
  }, [g.id]);
  return (
    <Modal title={WINNER_CLAIMS_TEXT.title(g.title)} onClose={onClose}>
      <p className="admin-page__meta">{WINNER_CLAIMS_TEXT.hint}</p>
      {error && <p role="alert">{error}</p>}
      {winners?.length === 0 && <p className="admin-page__meta">{WINNER_CLAIMS_TEXT.none}</p>}
      {winners && winners.length > 0 && (
        <ol className="winner-claims" aria-label={WINNER_CLAIMS_TEXT.open}>
          {winners.map((w) => (
            <li key={w.user_id} className="winner-claims__item">
              <p className="winner-claims__who">
                <span className="winner-claims__rank">№{w.rank}</span> <strong data-latin-ok>{w.username}</strong>{' '}
                <a href={`mailto:${w.email}`} data-latin-ok>
                  {w.email}
                </a>
              </p>
              <p className="winner-claims__status">
                {STATUS[w.status]} · {w.claimed_at ? when(w.claimed_at) : `срок до ${when(w.claim_deadline)}`}
              </p>
              <p className="winner-claims__label">{WINNER_CLAIMS_TEXT.details}</p>
              <p className="winner-claims__details">{w.delivery_details ?? WINNER_CLAIMS_TEXT.notGiven}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
