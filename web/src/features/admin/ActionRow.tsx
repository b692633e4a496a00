import { Link } from 'react-router-dom';
import { ACTION_TYPE_LABEL, type ActionEntry } from '@fanhub/shared';

/** Spec 2 §9: under an hour in minutes, under a day in hours, else a date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'только что';
  if (minutes < 60) return `${minutes} мин назад`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} ч назад`;
  return new Date(iso).toLocaleDateString('ru-RU');
}

export function ActionRow({ action }: { action: ActionEntry }) {
  return (
    <li className={`action-row action-row--${action.action_type}`}>
      <span className="action-row__type">{ACTION_TYPE_LABEL[action.action_type]}</span>
      <span className="action-row__text">
        {action.user_id ? (
          <Link to={`/admin/users?id=${action.user_id}`} className="link">
            {action.username ?? `#${action.user_id}`}
          </Link>
        ) : null}{' '}
        {action.action_details}
      </span>
      <time dateTime={action.timestamp}>{relativeTime(action.timestamp)}</time>
    </li>
  );
}
