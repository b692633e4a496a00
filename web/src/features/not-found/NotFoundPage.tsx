import { Link } from 'react-router-dom';
import { GlitchText } from '../../components/GlitchText';

export const NOT_FOUND_TEXT = {
  title: 'Страница не найдена',
  lead: 'Такого адреса здесь нет: возможно, ссылка устарела или в ней опечатка.',
  home: 'На главную',
} as const;

export function NotFoundPage() {
  return (
    <section className="not-found panel" aria-labelledby="not-found-title">
      <GlitchText text="404" className="not-found__code" />
      <h1 id="not-found-title" className="not-found__title">
        {NOT_FOUND_TEXT.title}
      </h1>
      <p>{NOT_FOUND_TEXT.lead}</p>
      <Link to="/" className="btn btn--primary">
        {NOT_FOUND_TEXT.home}
      </Link>
    </section>
  );
}
