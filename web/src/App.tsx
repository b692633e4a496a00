import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { PageLoader } from './components/PageLoader';
import { SectionBoundary } from './components/SectionBoundary';
import { Toasts } from './components/Toasts';
import { PageViews } from './components/PageViews';
import { AdminArea } from './features/admin';
import { AuthLive, AuthModal, LoginPage } from './features/auth';
import { FairnessPage, GiveawayAlerts, GiveawayPage } from './features/giveaways';
import { HomePage } from './features/home';
import { MatchReadyAlert } from './features/notifications';
import { NotFoundPage } from './features/not-found';
import { ContactPage, PortfolioPage, WorkshopPage } from './features/pages';
import { ProfileArea } from './features/profile';
import { LiveBanner, StreamLayer } from './features/stream';
import { TeamJoinPage } from './features/team';
import { TournamentPage } from './features/tournaments';
import { YoutubeCallbackPage } from './features/verification';
import { pageTitle } from './lib/page-title';
import { useContentSync } from './stores/content';
import { useUiStore } from './stores/ui';

/**
 * The route table (spec 2 §2). Signed-in and admin areas, a giveaway's pages, the invitation and
 * OAuth return pages are separate chunks (their features' faces export them through lazyWithRetry):
 * the first load of / carries only the public side. A chunk that fails to load is retried; if it
 * still fails, only the page area shows the failure.
 */
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
          <Route path="/tournaments/:id" element={<TournamentPage />} />
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
      <MatchReadyAlert />
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
