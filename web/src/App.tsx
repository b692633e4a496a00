import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { PageLoader } from './components/PageLoader';
import { SectionBoundary } from './components/SectionBoundary';
import { Toasts } from './components/Toasts';
import { AuthLive } from './features/auth/AuthLive';
import { PageViews } from './features/page-views';
import { AuthModal } from './features/auth/AuthModal';
import { GiveawayAlerts } from './features/giveaways/GiveawayAlerts';
import { LoginPage } from './features/auth/LoginPage';
import { HomePage } from './features/home/HomePage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { LiveBanner, StreamLayer } from './features/stream';
import { ContactPage, PortfolioPage, WorkshopPage } from './features/pages/PublicPages';
import { lazyWithRetry } from './lib/lazy-retry';
import { pageTitle } from './lib/page-title';
import { useContentSync } from './stores/content';
import { useUiStore } from './stores/ui';

// Signed-in and admin areas are separate chunks: the first load of / carries only the public side.
// A chunk that fails to load is retried; if it still fails, only the page area shows the failure.
const AdminArea = lazyWithRetry(() => import('./features/admin/AdminArea'));
const ProfileArea = lazyWithRetry(() => import('./features/profile/ProfileArea'));
const YoutubeCallbackPage = lazyWithRetry(() => import('./features/verification/YoutubeCallbackPage'));
const TeamJoinPage = lazyWithRetry(() => import('./features/team/TeamJoinPage'));
const GiveawayPage = lazyWithRetry(() => import('./features/giveaways/GiveawayPage'));
const FairnessPage = lazyWithRetry(() => import('./features/giveaways/FairnessPage'));

/** The route table (spec 2 §2). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <SectionBoundary resetKey={pathname}>
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
          <Route path="/giveaways/:id" element={<GiveawayPage />} />
          <Route path="/giveaways/:id/fairness" element={<FairnessPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SectionBoundary>
  );
}

function useDocumentTheme() {
  const theme = useUiStore((s) => s.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}

/** On a new path: back to the top, and the page's own tab title (useLiveTitle keeps its live suffix). */
function RouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
    document.title = pageTitle(pathname);
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
      <RouteChange />
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
      <GiveawayAlerts />
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
