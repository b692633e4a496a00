import { DeadEndPage } from '../../components/DeadEndPage';

export const ACCESS_DENIED_TEXT = {
  title: 'Доступ запрещён',
  lead: 'У вас нет прав для доступа к админ-панели.',
  home: 'На главную',
} as const;

/** Signed in, but neither is_superuser nor role admin (spec 2 §2). */
export function AccessDenied() {
  const code = (
    <p className="denied__code" aria-hidden="true">
      ACCESS::DENIED
    </p>
  );
  return <DeadEndPage block="denied" code={code} text={ACCESS_DENIED_TEXT} homeClass="btn btn--ghost" />;
}
