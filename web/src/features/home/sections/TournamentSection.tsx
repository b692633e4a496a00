import type { TournamentTeam } from '@fanhub/shared';
import { ContentPending, SectionFrame } from '../../../components/SectionFrame';
import { useContent } from '../../../stores/content';
import { keepAmountsTogether } from '../../../lib/format';

export const STATUS_LABELS: Record<TournamentTeam['status'], string> = { qualified: 'Финал', active: 'В игре', eliminated: 'Выбыли' };

/** The table's columns, also the labels of a row's fields when rows are cards on narrow screens. */
const COLUMNS = ['Место', 'Команда', 'Игроки', 'Победы / поражения', 'Серия побед', 'Статус', 'Последний матч', 'Следующий матч'] as const;

function InfoCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="info-card">
      <h4 className="info-card__title">{title}</h4>
      <ul className="info-card__list">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

/** 'CS2 Tournament March 2024': format, rules, prize and the table of teams (spec 1 §2). */
export function TournamentSection() {
  const t = useContent('tournament');
  return (
    <SectionFrame title="Турнирная таблица" code="tournament-table" className="tournament">
      {!t ? (
        <ContentPending height={520} />
      ) : (
        <>
          <h3 className="tournament__title latin">{t.title}</h3>
          <div className="tournament__cards">
            <InfoCard title="Формат" items={t.format} />
            <InfoCard title="Правила" items={t.rules} />
            <InfoCard title="Приз" items={[keepAmountsTogether(t.prize)]} />
          </div>
          {/* Explicit roles: under 768 px the rows become cards (CSS), which would drop the table semantics. */}
          <div className="table-scroll" role="region" aria-label="Таблица команд" tabIndex={0}>
            <table className="teams" role="table">
              <thead role="rowgroup">
                <tr role="row">
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" role="columnheader">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {t.teams.map((team) => (
                  <tr key={team.id} role="row" className="teams__row">
                    <td role="cell" className="teams__rank" data-label={COLUMNS[0]}>
                      #{team.rank}
                    </td>
                    <th scope="row" role="rowheader" className="teams__team">
                      <span className="teams__name">
                        <img src={team.avatar} alt="" width={32} height={32} loading="lazy" />
                        <span className="latin">{team.name}</span>
                      </span>
                    </th>
                    <td role="cell" data-label={COLUMNS[2]}>
                      {team.members.join(', ')}
                    </td>
                    <td role="cell" className="teams__num" data-label={COLUMNS[3]}>
                      {team.wins} / {team.losses}
                    </td>
                    <td role="cell" className="teams__num" data-label={COLUMNS[4]}>
                      {team.winStreak}
                    </td>
                    <td role="cell" className="teams__status" data-label={COLUMNS[5]}>
                      <span className={`status status--${team.status}`}>{STATUS_LABELS[team.status]}</span>
                    </td>
                    <td role="cell" data-label={COLUMNS[6]}>
                      {team.lastMatch}
                    </td>
                    <td role="cell" data-label={COLUMNS[7]}>
                      {team.nextMatch}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionFrame>
  );
}
