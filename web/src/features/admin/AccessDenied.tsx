import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TEXT = {
  title: 'Доступ запрещён',
  lead: 'У вас нет прав для доступа к админ-панели.',
  home: 'На главную',
} as const;

/** Signed in, but neither is_superuser nor role admin (spec 2 §2). */
export function AccessDenied() {
  return (
    <section className="denied panel" aria-labelledby="denied-title">
      <p className="denied__code" aria-hidden="true">
        ACCESS::DENIED
      </p>
      <h1 id="denied-title" className="denied__title">
        {ACCESS_DENIED_TEXT.title}
      </h1>
      <p>{ACCESS_DENIED_TEXT.lead}</p>
      <Link to="/" className="btn btn--ghost">
        {ACCESS_DENIED_TEXT.home}
      </Link>
    </section>
  );
}
