import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { startApp } from './start';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');

startApp();
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
