export function PageLoader({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__bar" aria-hidden="true" />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}
