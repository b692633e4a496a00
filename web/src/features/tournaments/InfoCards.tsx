import type { TournamentView } from '@fanhub/shared';
import { keepAmountsTogether } from '../../lib/format';
import { moscowMoment } from './moment';
import { formatLines } from './texts';

function InfoCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="info-card">
      <h2 className="info-card__title">{title}</h2>
      <ul className="info-card__list">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

/** The rules card: the admin's text (a line each), then the schedule rules the tournament runs on. */
function ruleLines(t: TournamentView): string[] {
  const own = t.rules
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const steps = [
    `Старт: ${moscowMoment(t.starts_at)}`,
    t.registration_ends_at ? `Регистрация до ${moscowMoment(t.registration_ends_at)}` : 'Регистрация открыта до старта',
    t.check_in_minutes > 0 ? `Отметка команд за ${t.check_in_minutes} мин. до старта` : 'Без отметки: играют все зарегистрированные команды',
    `Счёт сообщает капитан, соперник подтверждает (без ответа — через ${t.confirm_minutes} мин.)`,
    `Техническое поражение за неявку: через ${t.no_show_minutes} мин. после готовности матча`,
  ];
  return [...own, ...steps];
}

/** The spec's three cards: format, rules, prize. */
export function InfoCards({ tournament: t }: { tournament: TournamentView }) {
  return (
    <div className="tournament__cards">
      <InfoCard title="Формат" items={formatLines(t)} />
      <InfoCard title="Правила" items={ruleLines(t)} />
      <InfoCard title="Приз" items={[keepAmountsTogether(t.prize)]} />
    </div>
  );
}
