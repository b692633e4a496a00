export const ERROR_SCREEN_TEXT = {
  title: 'Произошла ошибка',
  lead: 'Приложение столкнулось с неизвестной проблемой.',
  reload: 'Перезагрузить страницу',
} as const;

interface ErrorScreenProps {
  message?: string | undefined;
  onReload?: () => void;
}

/** The generic error screen (spec 1 §2). */
export function ErrorScreen({ message, onReload = () => window.location.reload() }: ErrorScreenProps) {
  return (
    <main className="error-screen">
      <div className="error-screen__card panel">
        <p className="error-screen__code" aria-hidden="true">
          ERR::RUNTIME
        </p>
        <h1 className="error-screen__title">{ERROR_SCREEN_TEXT.title}</h1>
        <p>{ERROR_SCREEN_TEXT.lead}</p>
        {message && <pre className="error-screen__message">{message}</pre>}
        <button type="button" className="btn btn--primary" onClick={onReload}>
          {ERROR_SCREEN_TEXT.reload}
        </button>
      </div>
    </main>
  );
}
