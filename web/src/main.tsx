import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { startApp } from './start';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');

startApp();
// A transition lets React render the first screen in short slices instead of one long task, so a
// phone's main thread stays responsive while the page starts (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
});
