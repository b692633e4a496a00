import type { ReactNode } from 'react';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { slotLabel, type SlotSource } from '@fanhub/shared/tournaments';
import { RoundRobinGrid } from './RoundRobinGrid';
import { BRACKET_NAMES, MATCH_STATUS_NAMES, teamNamer } from './texts';

type Match = TournamentMatchView;
const BRACKET_ORDER: readonly Match['bracket'][] = ['winners', 'losers', 'grand_final', 'third_place', 'round_robin'];

/** A round's heading: the last winners' round is the final (of the upper bracket in double elimination). */
function roundName(t: TournamentView, bracket: Match['bracket'], round: number, lastRound: number): string {
  if (bracket === 'round_robin') return `Тур ${round}`;
  if (bracket === 'grand_final') return round === 1 ? 'Гранд-финал' : 'Перезапуск сетки';
  if (bracket === 'third_place') return 'За третье место';
  if (round === lastRound) {
    if (bracket === 'losers') return 'Финал нижней сетки';
    return t.format === 'double_elimination' ? 'Финал верхней сетки' : 'Финал';
  }
  return `Раунд ${round}`;
}

/** One side of a match: the team, or where it will come from («Победитель матча 3»). */
function Side({ match, side, name }: { match: Match; side: 1 | 2; name: (id: number | null) => string | null }) {
  const id = side === 1 ? match.team1_id : match.team2_id;
  const score = match.scores ? match.scores[side - 1] : null;
  const won = id !== null && match.winner_team_id === id;
  const lost = id !== null && match.winner_team_id !== null && !won;
  return (
    <li className={`tn-side${won ? ' tn-side--won' : ''}${lost ? ' tn-side--lost' : ''}`}>
      {id === null ? (
        <span className="tn-side__slot">{slotLabel((side === 1 ? match.team1_from : match.team2_from) as SlotSource)}</span>
      ) : (
        <span className="tn-side__name" data-latin-ok>
          {name(id)}
        </span>
      )}
      <span className="tn-side__score" aria-label={score === null ? undefined : `счёт ${score}`}>
        {score ?? (match.forfeit && id !== null ? (won ? 'W' : '—') : '')}
      </span>
    </li>
  );
}

/** One match: its teams and score, status, maps, stream link, and what this reader may do on it. */
export function MatchCard({ match, name, actions }: { match: Match; name: (id: number | null) => string | null; actions?: ReactNode }) {
  const title = `Матч ${match.id}`;
  return (
    <article className={`tn-match tn-match--${match.status}`} aria-label={title}>
      <header className="tn-match__head">
        <span className="tn-match__id">{title}</span>
        <span className={`tn-match__status tn-match__status--${match.status}`}>
          {match.forfeit === 'no_show'
            ? 'Техническое поражение (неявка)'
            : match.forfeit === 'disqualified'
              ? 'Техническое поражение (дисквалификация)'
              : MATCH_STATUS_NAMES[match.status]}
        </span>
      </header>
      <ul className="tn-match__teams">
        <Side match={match} side={1} name={name} />
        <Side match={match} side={2} name={name} />
      </ul>
      {match.maps.length > 0 && (
        <p className="tn-match__maps">
          <span className="tn-match__label">Карты:</span> <span data-latin-ok>{match.maps.join(', ')}</span>
        </p>
      )}
      {match.stream_url && (
        <p className="tn-match__stream">
          <a className="link" href={match.stream_url} target="_blank" rel="noopener noreferrer">
            Трансляция матча
          </a>
        </p>
      )}
      {actions}
    </article>
  );
}

/**
 * The bracket: winners', losers' and grand final (or the round-robin rounds), third-place match,
 * each as columns of rounds. The rounds scroll sideways inside their own box; the page never does.
 */
export function Bracket({ tournament: t, actionsFor }: { tournament: TournamentView; actionsFor?: (m: Match) => ReactNode }) {
  const name = teamNamer(t);
  const groups = BRACKET_ORDER.map((bracket) => ({ bracket, matches: t.matches.filter((m) => m.bracket === bracket) })).filter((g) => g.matches.length > 0);
  if (groups.length === 0) return <p className="tn-empty">Сетка появится после старта турнира.</p>;
  return (
    <div className="tn-bracket">
      {t.format === 'round_robin' && <RoundRobinGrid tournament={t} />}
      {groups.map(({ bracket, matches }) => {
        const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
        const lastRound = rounds.at(-1) ?? 0;
        const headingId = `tn-bracket-${bracket}`;
        return (
          <section key={bracket} className="tn-bracket__group" aria-labelledby={headingId}>
            <h3 id={headingId} className="info-card__title">
              {BRACKET_NAMES[bracket]}
            </h3>
            <div className="tn-rounds" role="region" aria-label={`${BRACKET_NAMES[bracket]}: раунды`} tabIndex={0}>
              {rounds.map((round) => (
                <div key={round} className="tn-round">
                  <h4 className="tn-round__title">{roundName(t, bracket, round, lastRound)}</h4>
                  {matches
                    .filter((m) => m.round === round)
                    .map((m) => (
                      <MatchCard key={m.id} match={m} name={name} actions={actionsFor?.(m)} />
                    ))}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
