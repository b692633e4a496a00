import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { PageLoader } from './components/PageLoader';
import { Toasts } from './components/Toasts';
import { AuthLive } from './features/auth/AuthLive';
import { PageViews } from './features/page-views';
import { AuthModal } from './features/auth/AuthModal';
import { LoginPage } from './features/auth/LoginPage';
import { HomePage } from './features/home/HomePage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { LiveBanner, StreamLayer } from './features/stream';
import { ContactPage, PortfolioPage, WorkshopPage } from './features/pages/PublicPages';
import { useContentSync } from './stores/content';
import { useUiStore } from './stores/ui';

// Signed-in and admin areas are separate chunks: the first load of / carries only the public side.
const AdminArea = lazy(() => import('./features/admin/AdminArea'));
const ProfileArea = lazy(() => import('./features/profile/ProfileArea'));
const YoutubeCallbackPage = lazy(() => import('./features/verification/YoutubeCallbackPage'));
const TeamJoinPage = lazy(() => import('./features/team/TeamJoinPage'));

/** The route table (spec 2 §2). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<HomePage section="about" />} />
        <Route path="/workshop" element={<WorkshopPage />} />
        <Route path="/portfolio" element={<PortfolioPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/*" element={<AdminArea />} />
        <Route path="/profile/*" element={<ProfileArea />} />
        <Route path="/oauth/youtube/callback" element={<YoutubeCallbackPage />} />
        <Route path="/team/join/:code" element={<TeamJoinPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function useDocumentTheme() {
  const theme = useUiStore((s) => s.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

/** Header, page, footer, plus the app-wide dialog and toasts. */
export function Shell() {
  useDocumentTheme();
  // Site content on every page (the widget reads the channels everywhere), kept current by events.
  useContentSync();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <ScrollToTop />
      <LiveBanner />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <AuthModal />
      <Toasts />
      <StreamLayer />
      <AuthLive />
      <PageViews />
    </div>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
