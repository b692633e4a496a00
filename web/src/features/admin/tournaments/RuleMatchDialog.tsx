import { useId, useState } from 'react';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { isApiError } from '../../../api/client';
import { detailOf } from '../../../api/errors';
import { Modal } from '../../../components/Modal';
import { FieldError, fieldErrorProps, FormAlert, FormField, formErrorOf, FormRow, type FormError } from '../form-fields/FormField';
import { adminTournamentsApi } from './admin-tournaments-api';

interface Props {
  t: TournamentView;
  match: TournamentMatchView;
  teamName: (id: number | null) => string;
  onClose: () => void;
  onDone: (message: string) => void;
  /** A correction refused because a later match has a result: that match's number and the server's words. */
  onBlocked: (matchId: number, detail: string) => void;
}

const FIELDS = ['scores', 'stream_url'] as const;
type FieldKey = (typeof FIELDS)[number];

/** What the score inputs start from: the result, else what a team reported, else nothing typed. */
const startScores = (m: TournamentMatchView): [string, string] => {
  const s = m.scores ?? m.reported_scores;
  return s ? [String(s[0]), String(s[1])] : ['', ''];
};

/** The later match whose result must be reset first, from a 409 `dependent_match_played`. */
const blockerOf = (err: unknown): number | null =>
  isApiError(err) && err.code === 'dependent_match_played' && typeof err.extra.match_id === 'number' ? err.extra.match_id : null;

/**
 * The admin's ruling on one match: a series score (a ruling, or a correction of a result, also after
 * the end of a tournament played to the end), taking a result back (null: how a no-show is undone),
 * and the stream link. A correction a later match
 * depends on is refused with 409 naming the match to reset first: the dialog gives way to that match
 * (onBlocked), which the console highlights.
 */
export function RuleMatchDialog({ t, match, teamName, onClose, onDone, onBlocked }: Props) {
  const [scores, setScores] = useState(() => startScores(match));
  const [stream, setStream] = useState(match.stream_url ?? '');
  const [error, setError] = useState<FormError<FieldKey> | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const field = fieldErrorProps(formId, error);
  const completed = match.status === 'completed';

  const send = async (body: Parameters<typeof adminTournamentsApi.rule>[2], done: string) => {
    setBusy(true);
    setError(null);
    try {
      await adminTournamentsApi.rule(t.id, match.id, body);
      onDone(done);
    } catch (err) {
      const blocker = blockerOf(err);
      if (blocker !== null) onBlocked(blocker, detailOf(err, 'Сначала сбросьте результат более позднего матча'));
      else setError(formErrorOf(err, 'Не удалось сохранить решение', FIELDS));
    } finally {
      setBusy(false);
    }
  };
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

  return (
    <Modal title={`Матч ${match.id}: ${completed ? 'исправить результат' : 'решение администратора'}`} onClose={onClose}>
      <form
        className="admin-form tn-rule"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send({ scores: [num(scores[0]), num(scores[1])] }, completed ? 'Результат исправлен' : 'Счёт засчитан');
        }}
      >
        {t.status === 'finished' && (
          <p className="tn-rule__note">
            Турнир уже завершён. Если победитель изменится, он будет объявлен заново; если сетку придётся доиграть, турнир снова начнётся.
          </p>
        )}
        {match.dispute_reason && (
          <p className="tn-rule__note">
            Спор: <span data-latin-ok>{match.dispute_reason}</span>
          </p>
        )}
        <fieldset className="form-fields__rules">
          <legend>Счёт серии</legend>
          <FormRow>
            {([0, 1] as const).map((i) => (
              <label key={i} className="form-fields__field">
                <span>
                  Карт выиграла «<span data-latin-ok>{teamName(i === 0 ? match.team1_id : match.team2_id)}</span>»
                </span>
                <input
                  type="number"
                  min={0}
                  max={5}
                  value={scores[i]}
                  {...field('scores').input}
                  onChange={(e) => setScores((prev) => (i === 0 ? [e.target.value, prev[1]] : [prev[0], e.target.value]))}
                />
              </label>
            ))}
          </FormRow>
          <FieldError {...field('scores').wrap} />
        </fieldset>
        <p className="admin-page__meta">Счёт серии до {Math.ceil(t.best_of / 2)} побед: у победителя ровно столько, у проигравшего меньше.</p>
        <div className="tn-admin__actions">
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            {completed ? 'Исправить результат' : 'Засчитать счёт'}
          </button>
          {completed && (
            <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={() => void send({ scores: null }, 'Результат сброшен')}>
              Сбросить результат
            </button>
          )}
        </div>
        <FormField label="Ссылка на трансляцию матча" {...field('stream_url').wrap}>
          <input type="url" value={stream} placeholder="https://twitch.tv/…" {...field('stream_url').input} onChange={(e) => setStream(e.target.value)} />
        </FormField>
        <div className="tn-admin__actions">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => void send({ stream_url: stream.trim() || null }, stream.trim() ? 'Ссылка на трансляцию сохранена' : 'Ссылка на трансляцию убрана')}
          >
            Сохранить ссылку
          </button>
        </div>
        <FormAlert error={error} />
      </form>
    </Modal>
  );
}
