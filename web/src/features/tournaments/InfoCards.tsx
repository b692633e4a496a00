import type { ReactNode } from 'react';
import type { TournamentView } from '@fanhub/shared';
import { keepAmountsTogether } from '../../lib/format';
import { moscowMoment } from './moment';
import { FORMAT_NAMES, seriesText } from './texts';

function InfoCard({ title, items }: { title: string; items: readonly ReactNode[] }) {
  return (
    <div className="info-card">
      <h2 className="info-card__title">{title}</h2>
      <ul className="info-card__list">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The format card: game, format, team size, series, maps (the game and the maps are the admin's names). */
function formatLines(t: TournamentView): ReactNode[] {
  const lines: ReactNode[] = [
    <>
      Игра: <span data-latin-ok>{t.game}</span>
    </>,
    `Формат: ${FORMAT_NAMES[t.format]}`,
    `Состав: ${t.team_size} на ${t.team_size}`,
    `Серии: ${seriesText(t.best_of)}`,
  ];
  if (t.third_place) lines.push('Матч за третье место');
  if (t.maps.length)
    lines.push(
      <>
        Карты: <span data-latin-ok>{t.maps.join(', ')}</span>
      </>,
    );
  return lines;
}

/** The rules card: the admin's text (a line each), then the schedule rules the tournament runs on. */
function ruleLines(t: TournamentView): ReactNode[] {
  // The admin's own text, in whatever words it is written.
  const own = t.rules
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => <span data-latin-ok>{l}</span>);
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
      <InfoCard title="Приз" items={[<span data-latin-ok>{keepAmountsTogether(t.prize)}</span>]} />
    </div>
  );
}
