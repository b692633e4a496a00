import { Link } from 'react-router-dom';
import type { TournamentListView, TournamentSummaryView } from '@fanhub/shared';
import { detailOf } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ContentPending } from '../../components/SectionFrame';
import { keepAmountsTogether } from '../../lib/format';
import { moscowMoment } from './moment';
import { FORMAT_NAMES, seriesText, TOURNAMENT_STATUS_NAMES } from './texts';
import { useTournamentList } from './use-tournament';
import './tournament-list.css';

const GROUPS: { key: keyof TournamentListView; title: string }[] = [
  { key: 'running', title: 'Идут сейчас' },
  { key: 'upcoming', title: 'Скоро' },
  { key: 'past', title: 'Прошедшие' },
];

function Item({ t }: { t: TournamentSummaryView }) {
  return (
    <li className="tl-item">
      <Link className="tl-item__link" to={`/tournaments/${t.id}`}>
        <span className="tl-item__title" data-latin-ok>
          {t.title}
        </span>
      </Link>
      <span className="tl-item__meta">
        <span className={`status tn-badge--${t.status}`}>{TOURNAMENT_STATUS_NAMES[t.status]}</span>
        <span data-latin-ok>{t.game}</span>
        <span>{FORMAT_NAMES[t.format]}</span>
        <span>
          {t.team_size} на {t.team_size}, {seriesText(t.best_of)}
        </span>
        <span>
          Команд: {t.teams_count} из {t.max_teams}
        </span>
        {t.status !== 'finished' && <span>Старт: {moscowMoment(t.starts_at)}</span>}
      </span>
      <span className="tl-item__prize">
        Приз: <span data-latin-ok>{keepAmountsTogether(t.prize)}</span>
      </span>
      {t.winner_name && (
        <span className="tl-item__winner">
          Победитель: <strong data-latin-ok>{t.winner_name}</strong>
        </span>
      )}
    </li>
  );
}

/** The home section's list: running, upcoming and past tournaments (with their winner), each linking to its page; live. */
export function TournamentList() {
  const load = useTournamentList();
  if (load.state === 'loading') return <ContentPending height={200} />;
  if (load.state === 'failed') return <ErrorMessage className="tn-error" message={detailOf(load.error, 'Не удалось загрузить турниры')} />;
  const groups = GROUPS.map((g) => ({ ...g, items: load.data[g.key] })).filter((g) => g.items.length > 0);
  if (groups.length === 0)
    return (
      <div className="tl-empty">
        <p className="tl-empty__title">Турниров пока нет</p>
        <p>Когда стример объявит турнир, он появится здесь: капитаны смогут зарегистрировать команды, а сетка и таблица будут обновляться вживую.</p>
      </div>
    );
  return (
    <div className="tl">
      {groups.map((g) => (
        <section key={g.key} className="tl-group" aria-labelledby={`tl-${g.key}`}>
          <h3 id={`tl-${g.key}`} className="info-card__title">
            {g.title}
          </h3>
          <ul className="tl-list">
            {g.items.map((t) => (
              <Item key={t.id} t={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
