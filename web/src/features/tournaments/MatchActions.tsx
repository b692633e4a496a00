import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOURNAMENT_MSG, type TournamentMatchView, type TournamentView } from '@fanhub/shared';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { TextAreaField } from '../../components/TextAreaField';
import { moscowMoment } from './moment';
import { errorFor } from './action-error';
import { tournamentsApi } from './tournaments-api';

interface Props {
  tournament: TournamentView;
  match: TournamentMatchView;
  /** The reader's own team in this match (they captain it). */
  myTeamId: number;
  name: (id: number | null) => string | null;
  reload: () => void;
}

export const MATCH_TEXT = {
  reported: 'Счёт отправлен: соперник подтвердит или оспорит его',
  confirmed: 'Результат подтверждён',
  disputed: 'Результат оспорен: его решит администратор',
  noShow: 'Техническая победа засчитана',
} as const;

/** Runs a captain's call: a toast when it worked, the server's message under the form when not; the page reloads either way. */
function useAction(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ at: string; message: string } | null>(null);
  const run = async (at: string, call: () => Promise<unknown>, done: string, field?: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      toast.success(done);
    } catch (err) {
      setError({ at, message: errorFor(err, field) });
    } finally {
      setBusy(false);
      reload();
    }
  };
  const errorAt = (at: string) => (error?.at === at ? error.message : undefined);
  return { busy, run, errorAt };
}

/** A ready match: the series score as the captain saw it, and the no-show claim. */
function ReportForm({ tournament: t, match: m, name, reload }: Props) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const { busy, run, errorAt } = useAction(reload);
  const max = Math.ceil(t.best_of / 2);
  /** The two wins inputs, in the match's team order (the report sends them so). */
  const sides = [
    { slot: 1, teamId: m.team1_id, value: a, set: setA },
    { slot: 2, teamId: m.team2_id, value: b, set: setB },
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('report', () => tournamentsApi.report(t.id, m.id, [Number(a), Number(b)]), MATCH_TEXT.reported, 'scores');
  };
  return (
    <div className="tn-actions">
      <form className="tn-actions__form" onSubmit={submit} aria-label={`Счёт матча ${m.id}`} noValidate>
        <div className="tn-score">
          {sides.map(({ slot, teamId, value, set }) => (
            <Field
              key={slot}
              label={`Победы ${name(teamId) ?? ''}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              required
              value={value}
              onChange={(e) => set(e.target.value)}
            />
          ))}
        </div>
        <ErrorMessage message={errorAt('report')} />
        <button type="submit" className="btn btn--primary" disabled={busy || a === '' || b === ''}>
          Сообщить счёт
        </button>
      </form>
      {m.no_show_at && (
        <div className="tn-actions__row">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => void run('noShow', () => tournamentsApi.noShow(t.id, m.id), MATCH_TEXT.noShow)}
          >
            Соперник не явился
          </button>
          <p className="tn-note">Техническую победу можно запросить с {moscowMoment(m.no_show_at)}, если соперник не сообщил счёт.</p>
          <ErrorMessage message={errorAt('noShow')} />
        </div>
      )}
    </div>
  );
}

/** A reported match: the opponent's score to confirm or dispute with a reason; one's own report waits. */
function AnswerReport({ tournament: t, match: m, myTeamId, reload }: Props) {
  const [reason, setReason] = useState('');
  const { busy, run, errorAt } = useAction(reload);
  const score = m.reported_scores ? `${m.reported_scores[0]}:${m.reported_scores[1]}` : '';
  if (m.reported_by_team_id === myTeamId)
    return (
      <p className="tn-note tn-actions">
        Вы сообщили счёт {score}. Соперник подтвердит или оспорит его
        {m.confirm_deadline ? `; без ответа он засчитается ${moscowMoment(m.confirm_deadline)}` : ''}.
      </p>
    );
  const dispute = (e: FormEvent) => {
    e.preventDefault();
    void run('dispute', () => tournamentsApi.dispute(t.id, m.id, reason), MATCH_TEXT.disputed, 'reason');
  };
  return (
    <div className="tn-actions">
      <p className="tn-note">Соперник сообщил счёт {score}.</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        onClick={() => void run('confirm', () => tournamentsApi.confirm(t.id, m.id), MATCH_TEXT.confirmed)}
      >
        Подтвердить счёт
      </button>
      <ErrorMessage message={errorAt('confirm')} />
      <form className="tn-actions__form" onSubmit={dispute} aria-label={`Оспорить счёт матча ${m.id}`} noValidate>
        <TextAreaField
          label="Что не так с результатом"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errorAt('dispute') ? true : undefined}
        />
        <ErrorMessage message={errorAt('dispute')} />
        <button type="submit" className="btn btn--ghost" disabled={busy}>
          Оспорить
        </button>
      </form>
    </div>
  );
}

/** What the captain of one of the match's teams can do on it now. */
export function MatchActions(props: Props) {
  const { match: m } = props;
  if (m.status === 'ready') return <ReportForm {...props} />;
  if (m.status === 'reported') return <AnswerReport {...props} />;
  if (m.status === 'disputed')
    return (
      <p className="tn-note tn-actions">
        {TOURNAMENT_MSG.matchDisputed}
        {m.dispute_reason && <span data-latin-ok> Причина: «{m.dispute_reason}».</span>}
      </p>
    );
  return null;
}
