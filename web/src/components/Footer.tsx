import { useSocketStore } from '../stores/socket';

export function Footer() {
  const connected = useSocketStore((s) => s.connected);
  return (
    <footer className="site-footer">
      <p className="site-footer__brand">
        <span className="latin">FANHUB</span> · сообщество зрителей и подписчиков
      </p>
      <p className={`link-status${connected ? ' link-status--up' : ''}`}>
        <span className="link-status__dot" aria-hidden="true" />
        {connected ? 'Связь в реальном времени активна' : 'Нет связи в реальном времени'}
      </p>
    </footer>
  );
}
