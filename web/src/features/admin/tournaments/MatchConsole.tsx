import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useNowPassing } from '../giveaways/draw-availability';
import { runAction } from '../run-action';
import { adminTournamentsApi } from './admin-tournaments-api';
import { attentionOf, consoleOrder, overdueMoments, type Attention } from './console-order';
import { ConsoleTeams } from './ConsoleTeams';
import { RuleMatchDialog } from './RuleMatchDialog';
import { BRACKET_NAMES, MATCH_STATUS_NAMES, when } from './tournament-labels';

const ATTENTION_TEXT: Record<Attention, string> = {
  disputed: 'Оспорен: нужно решение',
  confirm_overdue: 'Счёт не подтверждён вовремя',
  no_show_overdue: 'Время до технического поражения вышло',
};

/** Where an unknown team comes from: `seed:N`, `winner:M`, `loser:M`. */
function slotText(from: string): string {
  const [kind, n] = from.split(':');
  if (kind === 'winner') return `победитель матча ${n}`;
  if (kind === 'loser') return `проигравший матча ${n}`;
  if (kind === 'seed') return `посев ${n}`;
  return 'ждёт команду';
}

const matchAnchor = (id: number) => `tn-match-${id}`;

/**
 * Results stay correctable after the end of a tournament played to the end (every listed match has
 * its result), not of one an admin ended early.
 */
const playedToTheEnd = (t: TournamentView) => t.status === 'finished' && t.matches.length > 0 && t.matches.every((m) => m.status === 'completed');

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function MatchCard({
  t,
  m,
  now,
  name,
  onRule,
  blocker,
}: {
  t: TournamentView;
  m: TournamentMatchView;
  now: number;
  name: (id: number | null) => string;
  onRule: () => void;
  /** This match's result blocks the correction the admin just tried: it is to be reset first. */
  blocker: boolean;
}) {
  const attention = attentionOf(m, now);
  const side = (id: number | null, from: string) => (id === null ? <em>{slotText(from)}</em> : <span data-latin-ok>{name(id)}</span>);
  const bothKnown = m.team1_id !== null && m.team2_id !== null;
  // A disqualification's forfeit follows the team's record: nothing to rule or correct there.
  const rulable = bothKnown && m.forfeit !== 'disqualified' && (t.status === 'running' || (playedToTheEnd(t) && m.status === 'completed'));
  return (
    <li>
      <article
        id={matchAnchor(m.id)}
        className={`tn-match${attention ? ' tn-match--attention' : ''}${blocker ? ' tn-match--blocker' : ''}`}
        aria-label={`Матч ${m.id}`}
      >
        <header className="tn-match__head">
          <strong>Матч {m.id}</strong>
          <span>
            {BRACKET_NAMES[m.bracket]}, раунд {m.round}
          </span>
          <span className="tn-match__status">{attention ? ATTENTION_TEXT[attention] : MATCH_STATUS_NAMES[m.status]}</span>
        </header>
        <p className="tn-match__teams">
          {side(m.team1_id, m.team1_from)}
          <span className="tn-match__score">{m.scores ? `${m.scores[0]} : ${m.scores[1]}` : '—'}</span>
          {side(m.team2_id, m.team2_from)}
        </p>
        {blocker && <p className="tn-match__note tn-match__blocker">Сначала сбросьте результат этого матча</p>}
        {m.forfeit && (
          <p className="tn-match__note">{m.forfeit === 'no_show' ? 'Техническое поражение за неявку' : 'Техническое поражение: команда дисквалифицирована'}</p>
        )}
        {m.reported_scores && m.status !== 'completed' && (
          <p className="tn-match__note">
            «<span data-latin-ok>{name(m.reported_by_team_id)}</span>» сообщила счёт {m.reported_scores[0]} : {m.reported_scores[1]}
            {m.confirm_deadline && m.status === 'reported' && `, подтверждение до ${when(m.confirm_deadline)}`}
          </p>
        )}
        {m.dispute_reason && m.status === 'disputed' && (
          <p className="tn-match__note">
            Причина спора: <span data-latin-ok>{m.dispute_reason}</span>
          </p>
        )}
        {m.status === 'ready' && m.no_show_at && <p className="tn-match__note">Неявку можно заявить с {when(m.no_show_at)}</p>}
        {m.stream_url && (
          <p className="tn-match__note">
            Трансляция:{' '}
            <a href={m.stream_url} target="_blank" rel="noreferrer">
              {m.stream_url}
            </a>
          </p>
        )}
        {rulable && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onRule}>
            {m.status === 'completed' ? 'Исправить результат' : 'Решить'}
          </button>
        )}
      </article>
    </li>
  );
}

/**
 * From the start: every match, those that need the admin first (disputed, then overdue), with the
 * ruling dialog; the teams with their standing and disqualification; finishing the tournament.
 */
export function MatchConsole({ t, reload }: { t: TournamentView; reload: () => void }) {
  const [ruling, setRuling] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  // The match a refused correction named (409 dependent_match_played): highlighted, brought into view, its button focused.
  const [blocker, setBlocker] = useState<number | null>(null);
  useEffect(() => {
    if (blocker === null) return;
    const card = document.getElementById(matchAnchor(blocker));
    card?.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'center' });
    card?.querySelector('button')?.focus({ preventScroll: true });
  }, [blocker]);
  const now = useNowPassing(overdueMoments(t.matches));
  const name = (id: number | null) => t.teams.find((team) => team.team_id === id)?.name ?? '—';
  const ordered = consoleOrder(t.matches, now);
  const waiting = ordered.filter((m) => attentionOf(m, now)).length;
  const match = t.matches.find((m) => m.id === ruling);

  const finish = () => runAction(() => adminTournamentsApi.finish(t.id), { ok: 'Турнир завершён', failed: 'Не удалось завершить турнир', after: reload });

  return (
    <>
      {t.status === 'finished' && (
        <p className="tn-admin__winner">
          Турнир завершён
          {t.winner_team_id ? (
            <>
              . Победитель: «<span data-latin-ok>{name(t.winner_team_id)}</span>»
            </>
          ) : (
            ' без победителя'
          )}
          .
          {playedToTheEnd(t) &&
            ' Результат можно исправить: победитель пересчитается, а если сетку придётся доиграть (например, переигровку финала), турнир снова начнётся.'}
        </p>
      )}
      <section className="tn-admin__section" aria-labelledby="tn-matches">
        <div className="tn-admin__section-head">
          <h2 id="tn-matches" className="admin-page__sub">
            Матчи
          </h2>
          <span className="admin-page__meta">{waiting ? `ждут решения: ${waiting}` : 'решений не ждут'}</span>
        </div>
        <ol className="tn-matches">
          {ordered.map((m) => (
            <MatchCard key={m.id} t={t} m={m} now={now} name={name} onRule={() => setRuling(m.id)} blocker={m.id === blocker} />
          ))}
        </ol>
      </section>
      <ConsoleTeams t={t} reload={reload} />
      {t.status === 'running' && (
        <section className="tn-admin__section" aria-labelledby="tn-finish">
          <h2 id="tn-finish" className="admin-page__sub">
            Завершение
          </h2>
          <p className="admin-page__meta">Турнир завершится сам, когда у последнего матча будет результат. Завершить раньше:</p>
          <button type="button" className="btn btn--warning btn--small" onClick={() => setFinishing(true)}>
            Завершить турнир
          </button>
        </section>
      )}
      {match && (
        <RuleMatchDialog
          t={t}
          match={match}
          teamName={name}
          onClose={() => setRuling(null)}
          onDone={(message) => {
            toast.success(message);
            setRuling(null);
            setBlocker(null);
            reload();
          }}
          onBlocked={(id, detail) => {
            toast.error(detail);
            setRuling(null);
            setBlocker(id);
          }}
        />
      )}
      {finishing && (
        <ConfirmModal
          title="Завершить турнир"
          tone="warning"
          text={`Завершить «${t.title}» сейчас? Несыгранные матчи сыграны не будут; победитель, если он уже определён, останется победителем.`}
          confirmLabel="Завершить"
          onConfirm={finish}
          onClose={() => setFinishing(false)}
        />
      )}
    </>
  );
}
