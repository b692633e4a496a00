import type { TournamentTeam } from '@fanhub/shared';
import { ContentPending, SectionFrame } from '../../../components/SectionFrame';
import { useContent } from '../../../stores/content';

export const STATUS_LABELS: Record<TournamentTeam['status'], string> = { qualified: 'Финал', active: 'В игре', eliminated: 'Выбыли' };

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
            <InfoCard title="Приз" items={[t.prize]} />
          </div>
          <div className="table-scroll" role="region" aria-label="Таблица команд" tabIndex={0}>
            <table className="teams">
              <thead>
                <tr>
                  <th scope="col">Место</th>
                  <th scope="col">Команда</th>
                  <th scope="col">Игроки</th>
                  <th scope="col">Победы / поражения</th>
                  <th scope="col">Серия побед</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Последний матч</th>
                  <th scope="col">Следующий матч</th>
                </tr>
              </thead>
              <tbody>
                {t.teams.map((team) => (
                  <tr key={team.id}>
                    <td className="teams__rank">#{team.rank}</td>
                    <th scope="row">
                      <span className="teams__name">
                        <img src={team.avatar} alt="" width={32} height={32} loading="lazy" />
                        <span className="latin">{team.name}</span>
                      </span>
                    </th>
                    <td>{team.members.join(', ')}</td>
                    <td className="teams__num">
                      {team.wins} / {team.losses}
                    </td>
                    <td className="teams__num">{team.winStreak}</td>
                    <td>
                      <span className={`status status--${team.status}`}>{STATUS_LABELS[team.status]}</span>
                    </td>
                    <td>{team.lastMatch}</td>
                    <td>{team.nextMatch}</td>
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
