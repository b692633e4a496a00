import { DeadEndPage } from '../../components/DeadEndPage';
import { GlitchText } from '../../components/GlitchText';

export const NOT_FOUND_TEXT = {
  title: 'Страница не найдена',
  lead: 'Такого адреса здесь нет: возможно, ссылка устарела или в ней опечатка.',
  home: 'На главную',
} as const;

export function NotFoundPage() {
  return <DeadEndPage block="not-found" code={<GlitchText text="404" className="not-found__code" />} text={NOT_FOUND_TEXT} homeClass="btn btn--primary" />;
}
