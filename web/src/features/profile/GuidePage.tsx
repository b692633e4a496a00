import { Link } from 'react-router-dom';
import { LEVELS, POINT_ACTIONS } from '@fanhub/shared';

/** /profile/guide: what each section is for, how points are earned, the level table. */
export function GuidePage({ onTour }: { onTour: () => void }) {
  return (
    <section className="profile-page" aria-labelledby="guide-title">
      <h1 id="guide-title" className="profile-page__title">
        Гид по профилю
      </h1>
      <ol className="guide">
        <li>
          <Link to="/profile/personal">Личные данные</Link>: имя, фамилия и пара слов о себе.
        </li>
        <li>
          Подписки: <Link to="/profile/youtube">YouTube</Link>, <Link to="/profile/twitch">Twitch</Link> и <Link to="/profile/telegram">Telegram</Link>.
        </li>
        <li>
          <Link to="/profile/team">Команды</Link>: создайте свою или вступите по коду приглашения.
        </li>
        <li>
          <Link to="/profile/security">Безопасность</Link>: пароль, активные сессии и двухфакторная аутентификация.
        </li>
      </ol>
      <h2 className="profile-page__subtitle">Как получить очки</h2>
      <ul className="guide-points">
        {Object.values(POINT_ACTIONS).map((a) => (
          <li key={a.label}>
            {a.label} — <strong>{a.points}</strong>
          </li>
        ))}
      </ul>
      <h2 className="profile-page__subtitle">Уровни</h2>
      <table className="guide-levels">
        <thead>
          <tr>
            <th>Уровень</th>
            <th>Звание</th>
            <th>Очков</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((l) => (
            <tr key={l.level}>
              <td>{l.level}</td>
              <td>{l.name}</td>
              <td>от {l.minPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn--ghost" onClick={onTour}>
        Пройти знакомство ещё раз
      </button>
    </section>
  );
}
